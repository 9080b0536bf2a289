import { ABA_COUNT_LIMIT, type AbaSearchTermRow } from '@termwise/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Terms `alias` of a report. The terms' keys start with the organisation (docs/citus.md): naming it, looked up
 * once from the report, lets the report's terms be read off the keys instead of the whole table.
 */
export const inReport = (alias: string, reportId: string): SQL =>
  sql`${sql.raw(alias)}.organisation_id = (select organisation_id from aba_report where id = ${reportId})
    and ${sql.raw(alias)}.report_id = ${reportId}`;

/** Terms of some reports, found by their keys as `inReport` does. */
export const inReports = (reportIds: string[]): SQL =>
  sql`organisation_id in (select organisation_id from aba_report where id in ${reportIds})
    and report_id in ${reportIds}`;

/**
 * The same term in another report of the organisation, `alias`, beside the term `t`. No report: the join finds
 * nothing, and reads no partition (a report id of none would read the default one, which making a report's
 * partition locks).
 */
export const sameTermIn = (alias: string, reportId: string | undefined): SQL =>
  reportId === undefined
    ? sql`false`
    : sql`${sql.raw(alias)}.organisation_id = t.organisation_id and ${sql.raw(alias)}.report_id = ${reportId}
    and ${sql.raw(alias)}.search_term = t.search_term`;

/** The reports 1, 4 and 12 periods back as p1, p4 and p12, for the rank changes. */
export function backJoins(back: TermQuery['back']): SQL {
  return sql`
    left join aba_search_term p1 on ${sameTermIn('p1', back[1])}
    left join aba_search_term p4 on ${sameTermIn('p4', back[4])}
    left join aba_search_term p12 on ${sameTermIn('p12', back[12])}`;
}

/** A term row `t` with its changes against the `backJoins` reports, as `toRow` reads it. */
export const TERM_COLUMNS = sql`t.search_term, t.department, t.search_frequency_rank as rank,
  p1.search_frequency_rank - t.search_frequency_rank as change1,
  p4.search_frequency_rank - t.search_frequency_rank as change4,
  p12.search_frequency_rank - t.search_frequency_rank as change12,
  t.asin1, t.title1, t.click_share1, t.conversion_share1,
  t.asin2, t.title2, t.click_share2, t.conversion_share2,
  t.asin3, t.title3, t.click_share3, t.conversion_share3,
  (select image_url from aba_product_image i where i.asin = t.asin1) as image1,
  (select image_url from aba_product_image i where i.asin = t.asin2) as image2,
  (select image_url from aba_product_image i where i.asin = t.asin3) as image3,
  t.click_share_top3, t.conversion_share_top3`;

/** `%word%` for ilike, the word's own wildcards taken literally. */
export const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface TermQuery {
  reportId: string;
  /** The reports 1, 4 and 12 periods back, when loaded. */
  back: { 1?: string; 4?: string; 12?: string };
  include: string[];
  exclude: string[];
  department: string;
  minWords?: number;
  maxWords?: number;
  rankMin?: number;
  rankMax?: number;
  minRankGain?: number;
  maxClickShareTop3?: number;
  maxConversionShareTop3?: number;
  asinOrBrand: string;
  sortField: 'rank' | 'change1' | 'change4' | 'change12' | 'clickShareTop3' | 'conversionShareTop3';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** The page queries over stored search terms. */
export function createTermsRepo(db: Database) {
  return {
    /**
     * A page of the filtered terms, and how many there are: exact without filters (the report's count),
     * otherwise up to ABA_COUNT_LIMIT (`capped` when there are more).
     */
    async page(query: TermQuery, reportTerms: number) {
      const conditions = conditionsOf(query);
      const rows = await this.rows(query);
      // Only the report itself narrows it: its stored count is the total.
      if (conditions.length === 1) return { rows, total: reportTerms, totalCapped: false };
      // The count needs the previous period only when a rank-change filter reads it.
      const countJoin =
        query.minRankGain === undefined
          ? sql``
          : sql`left join aba_search_term p1 on ${sameTermIn('p1', query.back[1])}`;
      const counted = await db.execute<{ total: number }>(sql`
        select count(*)::int as total from (
          select 1 from aba_search_term t ${countJoin} where ${sql.join(conditions, sql` and `)} limit ${ABA_COUNT_LIMIT + 1}
        ) matched`);
      const total = counted.rows[0]?.total ?? 0;
      return { rows, total: Math.min(total, ABA_COUNT_LIMIT), totalCapped: total > ABA_COUNT_LIMIT };
    },

    /** The filtered terms from `offset` on, sorted as asked. */
    async rows(query: TermQuery): Promise<AbaSearchTermRow[]> {
      const found = await db.execute<Record<string, unknown>>(sql`
        select ${TERM_COLUMNS}
        from aba_search_term t ${backJoins(query.back)}
        where ${whereOf(query)}
        order by ${orderOf(query)}, t.search_frequency_rank
        limit ${query.limit} offset ${query.offset}`);
      return found.rows.map(toRow);
    },

    /** A term's rank in each of some reports. */
    async ranks(reportIds: string[], searchTerm: string): Promise<Map<string, number>> {
      if (!reportIds.length) return new Map();
      const found = await db.execute<{ report_id: string; rank: number }>(sql`
        select report_id, search_frequency_rank as rank from aba_search_term
        where search_term = ${searchTerm} and ${inReports(reportIds)}`);
      return new Map(found.rows.map((row) => [row.report_id, row.rank]));
    },

    /** Some terms' ranks in some reports, keyed `reportId|searchTerm`. */
    async rankGrid(reportIds: string[], searchTerms: string[]): Promise<Map<string, number>> {
      if (!reportIds.length || !searchTerms.length) return new Map();
      const found = await db.execute<{ report_id: string; search_term: string; rank: number }>(sql`
        select report_id, search_term, search_frequency_rank as rank from aba_search_term
        where ${inReports(reportIds)} and search_term in ${searchTerms}`);
      return new Map(found.rows.map((row) => [`${row.report_id}|${row.search_term}`, row.rank]));
    },

    /** Some terms in one report, with their clicked ASINs. */
    async termsIn(reportId: string, back: TermQuery['back'], searchTerms: string[]) {
      if (!searchTerms.length) return new Map<string, AbaSearchTermRow>();
      const found = await db.execute<Record<string, unknown>>(sql`
        select ${TERM_COLUMNS} from aba_search_term t ${backJoins(back)}
        where ${inReport('t', reportId)} and t.search_term in ${searchTerms}`);
      return new Map(found.rows.map((row) => [String(row.search_term), toRow(row)]));
    },
  };
}

const whereOf = (query: TermQuery): SQL => sql.join(conditionsOf(query), sql` and `);

function conditionsOf(query: TermQuery): SQL[] {
  const parts: SQL[] = [inReport('t', query.reportId)];
  for (const word of query.include) parts.push(sql`t.search_term ilike ${likeWord(word)}`);
  for (const word of query.exclude) parts.push(sql`t.search_term not ilike ${likeWord(word)}`);
  if (query.department) parts.push(sql`t.department = ${query.department}`);
  if (query.minWords !== undefined) parts.push(sql`t.word_count >= ${query.minWords}`);
  if (query.maxWords !== undefined) parts.push(sql`t.word_count <= ${query.maxWords}`);
  if (query.rankMin !== undefined) parts.push(sql`t.search_frequency_rank >= ${query.rankMin}`);
  if (query.rankMax !== undefined) parts.push(sql`t.search_frequency_rank <= ${query.rankMax}`);
  if (query.minRankGain !== undefined)
    parts.push(sql`p1.search_frequency_rank - t.search_frequency_rank >= ${query.minRankGain}`);
  if (query.maxClickShareTop3 !== undefined)
    parts.push(sql`t.click_share_top3 <= ${query.maxClickShareTop3}`);
  if (query.maxConversionShareTop3 !== undefined)
    parts.push(sql`t.conversion_share_top3 <= ${query.maxConversionShareTop3}`);
  if (query.asinOrBrand) {
    const asin = query.asinOrBrand.toUpperCase();
    const title = likeWord(query.asinOrBrand);
    parts.push(sql`(t.asin1 = ${asin} or t.asin2 = ${asin} or t.asin3 = ${asin}
      or t.title1 ilike ${title} or t.title2 ilike ${title} or t.title3 ilike ${title})`);
  }
  return parts;
}

const SORT_COLUMNS = {
  rank: sql`t.search_frequency_rank`,
  change1: sql`p1.search_frequency_rank - t.search_frequency_rank`,
  change4: sql`p4.search_frequency_rank - t.search_frequency_rank`,
  change12: sql`p12.search_frequency_rank - t.search_frequency_rank`,
  clickShareTop3: sql`t.click_share_top3`,
  conversionShareTop3: sql`t.conversion_share_top3`,
};

function orderOf(query: TermQuery): SQL {
  const direction = query.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  return sql`${SORT_COLUMNS[query.sortField]} ${direction} nulls last`;
}

export function toRow(row: Record<string, unknown>): AbaSearchTermRow {
  const top = [1, 2, 3].flatMap((n) =>
    row[`asin${n}`]
      ? [
          {
            asin: String(row[`asin${n}`]),
            title: String(row[`title${n}`] ?? ''),
            imageUrl: String(row[`image${n}`] ?? ''),
            clickShare: Number(row[`click_share${n}`] ?? 0),
            conversionShare: Number(row[`conversion_share${n}`] ?? 0),
          },
        ]
      : [],
  );
  const change = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    searchTerm: String(row.search_term),
    department: String(row.department),
    rank: Number(row.rank),
    change1: change(row.change1),
    change4: change(row.change4),
    change12: change(row.change12),
    top,
    clickShareTop3: Number(row.click_share_top3),
    conversionShareTop3: Number(row.conversion_share_top3),
  };
}

export type TermsRepo = ReturnType<typeof createTermsRepo>;
