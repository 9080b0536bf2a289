import { Role } from '@termwise/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appUser, organisation } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { seedDemoRules } from '../modules/negation/rules/demo-rules.ts';

export const DEMO_PASSWORD = 'demo_123456';

export const DEMO_ACCOUNTS = [
  { phone: '13800000001', userName: 'Super Admin', roles: [Role.super] },
  { phone: '13800000002', userName: 'Demo Admin', roles: [Role.admin, Role.productSelection] },
  { phone: '13800000003', userName: 'Demo Operator', roles: [Role.user] },
];

/**
 * Seeds the demo organisation and its accounts, only into a database that has no organisation yet.
 * Answers the new organisation's id, or undefined when the database was not empty.
 */
export async function seedDemoAccountsIfEmpty(db: Database): Promise<string | undefined> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Several instances may start at once; the lock makes exactly one of them seed.
    await tx.execute(sql`select pg_advisory_xact_lock(7310001)`);
    const [existing] = await tx.select({ id: organisation.id }).from(organisation).limit(1);
    if (existing) return undefined;
    const [demo] = await tx.insert(organisation).values({ name: 'Termwise Demo' }).returning();
    await tx
      .insert(appUser)
      .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash, organisationId: demo!.id })));
    await seedDemoRules(tx, demo!.id);
    return demo!.id;
  });
}
