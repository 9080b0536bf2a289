import type { RankListRequest } from '@termwise/contracts';
import { and, asc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keywordRank, trackedKeyword } from '../../db/schema/rank.ts';
import { inVisibleScope, type SessionUser } from '../../http/session-user.ts';
import type { RankDay } from './source.ts';

export type TrackedRow = typeof trackedKeyword.$inferSelect;
export type RankRow = Pick<RankDay, 'date' | 'organicRank' | 'sponsoredRank'> & {
  shopId: string;
  asin: string;
  keyword: string;
  source: 'feed' | 'csv';
};

const RANK_COLUMNS = {
  shopId: keywordRank.shopId,
  asin: keywordRank.asin,
  keyword: keywordRank.keyword,
  date: keywordRank.date,
  organicRank: keywordRank.organicRank,
  sponsoredRank: keywordRank.sponsoredRank,
  source: keywordRank.source,
};

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const WRITE_CHUNK = 1000;

const keyOf = (row: { shopId: string; asin: string; keyword: string }) =>
  `${row.shopId}|${row.asin}|${row.keyword}`;

/** What the rankings list sorts by, as SQL over the latest day (`l`) and the day a week before it (`w`). */
const SORT_EXPRESSIONS: Record<RankListRequest['sortField'], SQL> = {
  organicRank: sql`l.organic_rank`,
  sponsoredRank: sql`l.sponsored_rank`,
  // Positions gained in 7 days: a move from 12 to 8 is +4.
  organicChange7: sql`w.organic_rank - l.organic_rank`,
  keyword: sql`t.keyword`,
};

/** Tracked keywords and their daily ranks. */
export function createRankRepo(db: Database) {
  const trackedWhere = (user: SessionUser, filter: { shopId?: string; asin?: string; text?: string }) =>
    and(
      inVisibleScope(user, { organisation: trackedKeyword.organisationId, shop: trackedKeyword.shopId }),
      filter.shopId ? eq(trackedKeyword.shopId, filter.shopId) : undefined,
      filter.asin ? eq(trackedKeyword.asin, filter.asin.toUpperCase()) : undefined,
      filter.text ? ilike(trackedKeyword.keyword, `%${escapeLike(filter.text)}%`) : undefined,
    );

  return {
    keyOf,

    /**
     * One page of the tracked keywords in the list's order, sorted in SQL on their latest day since
     * `fromDate` (unknown ranks last in either direction, then by keyword): only the page is shaped after.
     */
    async rankedPage(user: SessionUser, request: RankListRequest, fromDate: string) {
      const direction = request.sortOrder === 'asc' ? sql`asc` : sql`desc`;
      const rows = await db.execute<{ id: string; total: number }>(sql`
        with t as (
          select ${trackedKeyword.id} as id, ${trackedKeyword.shopId} as shop_id, ${trackedKeyword.asin} as asin,
                 ${trackedKeyword.keyword} as keyword
          from ${trackedKeyword}
          where ${trackedWhere(user, request) ?? sql`true`}
        )
        select t.id, (count(*) over ())::int as total
        from t
        -- One index lookup per tracked keyword (the primary key ends in the date), not a scan of every day.
        left join lateral (
          select r.date, r.organic_rank, r.sponsored_rank
          from ${keywordRank} r
          where r.shop_id = t.shop_id and r.asin = t.asin and r.keyword = t.keyword and r.date >= ${fromDate}
          order by r.date desc
          limit 1
        ) l on true
        left join ${keywordRank} w
          on w.shop_id = t.shop_id and w.asin = t.asin and w.keyword = t.keyword and w.date = l.date - 7
        order by ${SORT_EXPRESSIONS[request.sortField]} ${direction} nulls last, t.keyword asc
        limit ${request.pageSize} offset ${(request.page - 1) * request.pageSize}
      `);
      return { ids: rows.rows.map((row) => row.id), total: rows.rows[0]?.total ?? 0 };
    },

    async trackedByIds(ids: string[]) {
      if (!ids.length) return [];
      return db.select().from(trackedKeyword).where(inArray(trackedKeyword.id, ids));
    },

    /** Ranks of some tracked keywords from `fromDate` on. */
    async ranksOf(tracked: TrackedRow[], fromDate: string): Promise<RankRow[]> {
      if (!tracked.length) return [];
      return db
        .select(RANK_COLUMNS)
        .from(keywordRank)
        .innerJoin(
          trackedKeyword,
          and(
            eq(trackedKeyword.shopId, keywordRank.shopId),
            eq(trackedKeyword.asin, keywordRank.asin),
            eq(trackedKeyword.keyword, keywordRank.keyword),
          ),
        )
        .where(
          and(
            inArray(
              trackedKeyword.id,
              tracked.map((row) => row.id),
            ),
            gte(keywordRank.date, fromDate),
          ),
        );
    },

    async trackedOfShop(shopId: string) {
      return db.select().from(trackedKeyword).where(eq(trackedKeyword.shopId, shopId));
    },

    async trackedById(id: string) {
      const [row] = await db.select().from(trackedKeyword).where(eq(trackedKeyword.id, id));
      return row;
    },

    /** Adds what is not tracked yet; answers how many were new. */
    async track(organisationId: string, shopId: string, asin: string, keywords: string[]) {
      let added = 0;
      for (let start = 0; start < keywords.length; start += WRITE_CHUNK) {
        const chunk = keywords.slice(start, start + WRITE_CHUNK);
        const rows = await db
          .insert(trackedKeyword)
          .values(chunk.map((keyword) => ({ organisationId, shopId, asin, keyword })))
          .onConflictDoNothing()
          .returning({ id: trackedKeyword.id });
        added += rows.length;
      }
      return added;
    },

    async untrack(user: SessionUser, ids: string[]) {
      const removed = await db
        .delete(trackedKeyword)
        .where(
          and(
            inArray(trackedKeyword.id, ids),
            inVisibleScope(user, {
              organisation: trackedKeyword.organisationId,
              shop: trackedKeyword.shopId,
            }),
          ),
        )
        .returning({ id: trackedKeyword.id });
      return removed.length;
    },

    async history(tracked: TrackedRow, fromDate: string) {
      return db
        .select({
          date: keywordRank.date,
          organicRank: keywordRank.organicRank,
          sponsoredRank: keywordRank.sponsoredRank,
        })
        .from(keywordRank)
        .where(
          and(
            eq(keywordRank.shopId, tracked.shopId),
            eq(keywordRank.asin, tracked.asin),
            eq(keywordRank.keyword, tracked.keyword),
            gte(keywordRank.date, fromDate),
          ),
        )
        .orderBy(asc(keywordRank.date));
    },

    /** The day after the last one the source gave for a keyword, per tracked key. */
    async lastDates(shopId: string) {
      const rows = await db
        .select({
          asin: keywordRank.asin,
          keyword: keywordRank.keyword,
          last: sql<string>`max(${keywordRank.date})::text`,
        })
        .from(keywordRank)
        .where(and(eq(keywordRank.shopId, shopId), eq(keywordRank.source, 'feed')))
        .groupBy(keywordRank.asin, keywordRank.keyword);
      return new Map(rows.map((row) => [keyOf({ shopId, ...row }), row.last]));
    },

    /** Existing ranks of a shop for some keywords between two days, keyed by key and date. */
    async existing(shopId: string, keywords: string[], fromDate: string, toDate: string) {
      if (!keywords.length) return new Map<string, RankRow>();
      const rows = await db
        .select(RANK_COLUMNS)
        .from(keywordRank)
        .where(
          and(
            eq(keywordRank.shopId, shopId),
            inArray(keywordRank.keyword, keywords),
            gte(keywordRank.date, fromDate),
            lte(keywordRank.date, toDate),
          ),
        );
      return new Map(rows.map((row) => [`${keyOf(row)}|${row.date}`, row]));
    },

    /** Writes ranks; a day whose ranks are already stored as given is left alone. Answers rows written. */
    async upsert(rows: RankRow[]): Promise<number> {
      let written = 0;
      for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
        const chunk = rows.slice(start, start + WRITE_CHUNK);
        const changed = await db
          .insert(keywordRank)
          .values(chunk)
          .onConflictDoUpdate({
            target: [keywordRank.shopId, keywordRank.asin, keywordRank.keyword, keywordRank.date],
            set: {
              organicRank: sql`excluded.organic_rank`,
              sponsoredRank: sql`excluded.sponsored_rank`,
              source: sql`excluded.source`,
              updatedAt: sql`now()`,
            },
            setWhere: sql`${keywordRank.organicRank} is distinct from excluded.organic_rank
              or ${keywordRank.sponsoredRank} is distinct from excluded.sponsored_rank`,
          })
          .returning({ date: keywordRank.date });
        written += changed.length;
      }
      return written;
    },
  };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export type RankRepo = ReturnType<typeof createRankRepo>;
