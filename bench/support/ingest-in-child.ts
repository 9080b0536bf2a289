// Runs support/ingest-child.ts in a process of its own (so its resident memory is the server's) and answers
// what it measured.
import type { BenchContext } from './harness.ts';
import { forkAsServer, nextMessage } from './server-child.ts';

export interface IngestResult {
  seconds: number;
  rerunSeconds: number;
  idleMb: number;
  peakMb: number;
  first: { rows: number; clicks: number; costCents: number };
  rerun: { rows: number; clicks: number; costCents: number };
}

/** Ingests the report host's report twice, into a new shop or, given `shopId`, into that existing shop. */
export function ingestInChild(
  ctx: BenchContext,
  hostUrl: string,
  databaseUrl: string | undefined,
  shopId?: string,
): Promise<IngestResult> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATA_DIR: ctx.tempDir('ingest-db'),
    REPORT_HOST_URL: hostUrl,
    DATABASE_URL: databaseUrl,
    SHOP_ID: shopId,
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  if (!shopId) delete env.SHOP_ID;
  return nextMessage<IngestResult>(
    forkAsServer(new URL('./ingest-child.ts', import.meta.url), env),
    'result',
  );
}
