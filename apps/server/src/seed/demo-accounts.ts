import { Role } from '@termwise/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appUser, organisation, shop } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { seedDemoRules } from '../modules/negation/rules/demo-rules.ts';

export const DEMO_PASSWORD = 'demo_123456';

/** The demo operator's shops: two of the demo account's three, so the demo shows an operator's view. */
export const DEMO_OPERATOR_COUNTRIES = ['US', 'UK'];
const DEMO_OPERATOR_PHONE = '13800000003';

export const DEMO_ACCOUNTS = [
  { phone: '13800000001', userName: 'Super Admin', roles: [Role.super] },
  { phone: '13800000002', userName: 'Demo Admin', roles: [Role.admin, Role.productSelection] },
  { phone: DEMO_OPERATOR_PHONE, userName: 'Demo Operator', roles: [Role.user] },
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

/** Gives the demo operator the US and UK shops once the demo account is connected (not if changed since). */
export async function giveDemoOperatorShops(db: Database, organisationId: string) {
  const shops = await db
    .select({ id: shop.id })
    .from(shop)
    .where(and(eq(shop.organisationId, organisationId), inArray(shop.countryCode, DEMO_OPERATOR_COUNTRIES)));
  await db
    .update(appUser)
    .set({ shopIds: shops.map((row) => row.id) })
    .where(
      and(
        eq(appUser.organisationId, organisationId),
        eq(appUser.phone, DEMO_OPERATOR_PHONE),
        isNull(appUser.shopIds),
      ),
    );
}
