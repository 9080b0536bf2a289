import type { Database } from '../../src/db/client.ts';
import { amazonGrant, organisation, shop } from '../../src/db/schema/index.ts';

/** An organisation with one US shop behind a sandbox grant, written straight to the tables: for report tests. */
export async function insertBareShop(db: Database, name: string): Promise<string> {
  const [org] = await db.insert(organisation).values({ name }).returning();
  const [grant] = await db
    .insert(amazonGrant)
    .values({
      organisationId: org!.id,
      accountId: name,
      accountName: name,
      mode: 'sandbox',
      refreshTokenCipher: 'x',
    })
    .returning();
  const [row] = await db
    .insert(shop)
    .values({
      organisationId: org!.id,
      grantId: grant!.id,
      profileId: name,
      name,
      countryCode: 'US',
      marketplaceId: 'ATVPDKIKX0DER',
      region: 'NA',
      currencyCode: 'USD',
      timezone: 'UTC',
      accountType: 'seller',
    })
    .returning();
  return row!.id;
}
