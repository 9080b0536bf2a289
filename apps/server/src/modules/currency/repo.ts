import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { currencyRate, homeCurrency } from '../../db/schema/currency.ts';

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
    async homeCurrencyOf(organisationId: string): Promise<string | null> {
      const [row] = await db
        .select({ currencyCode: homeCurrency.currencyCode })
        .from(homeCurrency)
        .where(eq(homeCurrency.organisationId, organisationId));
      return row?.currencyCode ?? null;
    },
    async saveHomeCurrency(organisationId: string, currencyCode: string | null) {
      if (!currencyCode) {
        await db.delete(homeCurrency).where(eq(homeCurrency.organisationId, organisationId));
        return;
      }
      await db
        .insert(homeCurrency)
        .values({ organisationId, currencyCode })
        .onConflictDoUpdate({
          target: homeCurrency.organisationId,
          set: { currencyCode, updatedAt: new Date() },
        });
    },
  };
}

export type CurrencyRepo = ReturnType<typeof createCurrencyRepo>;
