import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { currencyRate } from '../../db/schema/currency.ts';

export function createCurrencyRepo(db: Database) {
  return {
    async ratesOf(organisationId: string) {
      return db.select().from(currencyRate).where(eq(currencyRate.organisationId, organisationId));
    },
    async save(organisationId: string, rate: { currencyCode: string; perUsd: number; asOf: string }) {
      const [row] = await db
        .insert(currencyRate)
        .values({ organisationId, ...rate })
        .onConflictDoUpdate({
          target: [currencyRate.organisationId, currencyRate.currencyCode],
          set: { perUsd: rate.perUsd, asOf: rate.asOf, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
  };
}

export type CurrencyRepo = ReturnType<typeof createCurrencyRepo>;
