import type { NegLogAsinRow } from '@termwise/contracts';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { ruleDisplayName } from '@/features/negation';

type Translate = (key: string) => string;

/** RFC 4180 quoting; a leading = + - @ (tab, CR) is defused so a spreadsheet never runs a term as a formula. */
export function toCsv(rows: (string | number)[][]): string {
  return stringify(rows, {
    record_delimiter: 'windows',
    eof: false,
    escape_formulas: true,
    // A line break inside a title or term is quoted too, not only a whole CRLF.
    quoted_match: /[\r\n]/,
  });
}

/** One line per negated term, the ASIN's product beside it, as the seller filters the page. */
export function negationCsvRows(asinRows: NegLogAsinRow[], t: Translate): (string | number)[][] {
  const header = [
    t('negation.page.column.shop'),
    'ASIN',
    t('negation.page.column.product'),
    t('negation.page.term.term'),
    t('negation.page.term.matchType'),
    t('negation.page.term.level'),
    t('negation.page.term.campaign'),
    t('negation.page.term.adGroup'),
    t('negation.page.term.rule'),
    t('negation.page.term.status'),
    t('negation.metric.clicks'),
    t('negation.metric.cost'),
    t('negation.metric.orders'),
    t('negation.page.currency'),
    t('negation.page.column.lastNegated'),
  ];
  const lines = asinRows.flatMap((row) =>
    row.terms.map((term) => [
      row.shopName,
      row.asin,
      row.title,
      term.searchTerm,
      t(`negation.matchType.${term.matchType}`),
      t(`negation.level.${term.level}`),
      term.campaignName,
      term.adGroupName ?? '',
      ruleDisplayName(term.ruleName, t) ?? t('negation.page.term.manual'),
      t(`negation.status.${term.status}`),
      term.triggerMetrics.clicks,
      term.triggerMetrics.cost.toFixed(2),
      term.triggerMetrics.orders,
      row.currencyCode,
      term.negatedOn ?? '',
    ]),
  );
  return [header, ...lines];
}
