import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { abaProductImage } from '../../db/schema/brand-analytics.ts';
import { z } from 'zod';
import { jobKind } from '../../jobs/job-kind.ts';
import type { JobContext } from '../../jobs/runner.ts';
import type { BrandAnalyticsSource } from '../shop/index.ts';
import { inReport } from './terms-repo.ts';

/** The products of this many top terms get pictures: the pages a seller opens first. */
const PICTURED_TERMS = 1_000;
const ASINS_PER_CALL = 20;
/** Catalog Items' usage plan allows 2 calls a second; a throttled call is retried by the client. */
const CATALOG_CALL_INTERVAL_MS = 500;

export const abaImagesJob = jobKind(
  'aba.images',
  z.object({ organisationId: z.string(), marketplaceId: z.string(), reportId: z.string() }),
);
export type AbaImagesPayload = z.infer<typeof abaImagesJob.payload>;

/**
 * Fetches the main images of the top terms' clicked products that no earlier import pictured, from SP-API
 * Catalog Items, in the background after an import. Each call's answer is stored before the next, so a
 * rerun (or a resume after a crash) asks only for what is still missing.
 */
export function createProductImagesHandler(deps: {
  db: Database;
  source: BrandAnalyticsSource;
  signal: AbortSignal;
  callIntervalMs?: number;
}) {
  const pause = deps.callIntervalMs ?? CATALOG_CALL_INTERVAL_MS;
  return async ({ payload, reportProgress }: JobContext<AbaImagesPayload>) => {
    // Without a Seller Central authorization any more, the report's products stay without pictures.
    const scope = await deps.source.scopeFor(payload.organisationId, payload.marketplaceId);
    if (!scope) return;
    const missing = await unpicturedProducts(deps.db, payload.reportId);
    for (let start = 0; start < missing.length; start += ASINS_PER_CALL) {
      if (start) await sleep(pause, undefined, { signal: deps.signal });
      const asins = missing.slice(start, start + ASINS_PER_CALL);
      const images = await deps.source.catalog.mainImages(scope, asins, payload.marketplaceId);
      await deps.db
        .insert(abaProductImage)
        .values(asins.map((asin) => ({ asin, imageUrl: images.get(asin) ?? '' })))
        .onConflictDoUpdate({
          target: abaProductImage.asin,
          set: { imageUrl: sql`excluded.image_url`, fetchedAt: sql`now()` },
        });
      await reportProgress(Math.floor(((start + asins.length) / missing.length) * 100));
    }
  };
}

async function unpicturedProducts(db: Database, reportId: string): Promise<string[]> {
  const found = await db.execute<{ asin: string }>(sql`
    select distinct top.asin from (
      select unnest(array[asin1, asin2, asin3]) as asin from aba_search_term
      where ${inReport('aba_search_term', reportId)} and search_frequency_rank <= ${PICTURED_TERMS}
    ) top
    where top.asin is not null
      and not exists (select 1 from aba_product_image pictured where pictured.asin = top.asin)
    order by top.asin`);
  return found.rows.map((row) => row.asin);
}
