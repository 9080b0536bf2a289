import type { AbaSearchTermRow } from '@termwise/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  backJoins,
  inReport,
  likeWord,
  sameTermIn,
  TERM_COLUMNS,
  toRow,
  type TermQuery,
} from './terms-repo.ts';

/** What a radar view adds to the current report's terms `t`. */
export type RadarLens =
  /** Ranked better now than in report `before` (growth: how many times better). */
  | { kind: 'growth'; before: string }
  /** A year ago the term climbed from report `from` to the later report `to` (growth: how many times). */
  | { kind: 'season'; from: string; to: string }
  /** The top three clicked ASINs take at most this click share. */
  | { kind: 'unowned'; maxClickShareTop3: number }
  /** In none of these (earlier) reports. */
  | { kind: 'new'; absentFrom: string[] };

export interface RadarQuery {
  reportId: string;
  back: TermQuery['back'];
  lens: RadarLens;
  rankMax: number;
  include: string[];
  department: string;
  limit: number;
  offset: number;
}

/** Seasonal and rising terms must at least gain this factor: smaller moves are the weekly noise. */
const MIN_GROWTH = 1.2;

/** The product radar's queries over stored search terms. */
export function createRadarRepo(db: Database) {
  return {
    async page(
      query: RadarQuery,
    ): Promise<{ rows: (AbaSearchTermRow & { growth: number | null })[]; total: number }> {
      const { join, where, growth } = lensOf(query.lens);
      const filter = sql.join(
        [
          inReport('t', query.reportId),
          sql`t.search_frequency_rank <= ${query.rankMax}`,
          ...query.include.map((word) => sql`t.search_term ilike ${likeWord(word)}`),
          ...(query.department ? [sql`t.department = ${query.department}`] : []),
          ...where,
        ],
        sql` and `,
      );
      const order = growth ? sql`growth desc, t.search_frequency_rank` : sql`t.search_frequency_rank`;
      const rows = await db.execute<Record<string, unknown>>(sql`
        select ${TERM_COLUMNS}, ${growth ?? sql`null::float8`} as growth
        from aba_search_term t ${join} ${backJoins(query.back)}
        where ${filter}
        order by ${order}
        limit ${query.limit} offset ${query.offset}`);
      const counted = await db.execute<{ total: number }>(
        sql`select count(*)::int as total from aba_search_term t ${join} where ${filter}`,
      );
      return {
        rows: rows.rows.map((row) => ({
          ...toRow(row),
          growth: row.growth === null ? null : Math.round(Number(row.growth) * 100) / 100,
        })),
        total: counted.rows[0]?.total ?? 0,
      };
    },
  };
}

function lensOf(lens: RadarLens): { join: SQL; where: SQL[]; growth?: SQL } {
  switch (lens.kind) {
    case 'growth':
      return {
        join: sql`join aba_search_term b on ${sameTermIn('b', lens.before)}`,
        where: [sql`b.search_frequency_rank >= t.search_frequency_rank * ${MIN_GROWTH}::float8`],
        growth: sql`b.search_frequency_rank::float8 / t.search_frequency_rank`,
      };
    case 'season':
      return {
        join: sql`join aba_search_term y0 on ${sameTermIn('y0', lens.from)}
          join aba_search_term y1 on ${sameTermIn('y1', lens.to)}`,
        where: [sql`y0.search_frequency_rank >= y1.search_frequency_rank * ${MIN_GROWTH}::float8`],
        growth: sql`y0.search_frequency_rank::float8 / y1.search_frequency_rank`,
      };
    case 'unowned':
      // Nobody owns it when the top three take little of the clicks and the conversions are spread too.
      return {
        join: sql``,
        where: [
          sql`t.click_share_top3 <= ${lens.maxClickShareTop3}`,
          sql`t.conversion_share_top3 <= ${lens.maxClickShareTop3}`,
        ],
      };
    case 'new':
      return {
        join: sql``,
        where: [
          sql`not exists (select 1 from aba_search_term o
            where o.organisation_id = t.organisation_id and o.report_id in ${lens.absentFrom}
              and o.search_term = t.search_term)`,
        ],
      };
  }
}

export type RadarRepo = ReturnType<typeof createRadarRepo>;
