import type { JobProgress } from '@termwise/contracts';
import { notFound } from '../http/errors.ts';
import { messages } from '../http/messages.ts';
import { maySee, visibleShopIds, type SessionUser } from '../http/session-user.ts';
import type { JobQueue, JobRow } from './queue.ts';

export function jobView(row: JobRow): JobProgress {
  return {
    jobId: row.id,
    kind: row.kind,
    shopId: typeof row.payload.shopId === 'string' ? row.payload.shopId : null,
    state: row.state,
    progress: row.progress,
    error: row.error,
    failure: row.failure,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The marketplaces of the shops a user may see (the shop module's), for jobs of a marketplace. */
export type VisibleMarketplaces = (user: SessionUser) => Promise<string[]>;

/** Any job of the user's organisation, shops and marketplaces; another's reads as "not found". */
export async function jobProgress(
  queue: JobQueue,
  user: SessionUser,
  jobId: string,
  visibleMarketplaces: VisibleMarketplaces,
): Promise<JobProgress> {
  const row = await queue.find(jobId);
  const view = row && jobView(row);
  const marketplaceId = typeof row?.payload.marketplaceId === 'string' ? row.payload.marketplaceId : null;
  const visible =
    row !== undefined &&
    maySee(user, row.organisationId, view?.shopId ?? undefined) &&
    (marketplaceId === null ||
      visibleShopIds(user) === null ||
      (await visibleMarketplaces(user)).includes(marketplaceId));
  if (!visible || !view) throw notFound(messages.job.notFound);
  return view;
}
