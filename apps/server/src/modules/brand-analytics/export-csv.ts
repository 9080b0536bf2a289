import type { AbaSearchTermRow } from '@termwise/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Language } from '../../http/language.ts';
import { messages } from '../../http/messages.ts';

const title = messages.abaExportColumn;
const TOP_PRODUCT_PLACES = [1, 2, 3];

function header(lang: Language): string[] {
  const product = (n: number) => [
    title.productAsin(n),
    title.productTitle(n),
    title.productClickShare(n),
    title.productConversionShare(n),
  ];
  return [
    title.rank,
    title.searchTerm,
    title.department,
    title.change1,
    title.change4,
    title.change12,
    ...TOP_PRODUCT_PLACES.flatMap(product),
    title.top3ClickShare,
    title.top3ConversionShare,
  ].map((column) => column[lang]);
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const change = (value: number | null) => (value === null ? '' : String(value));

/**
 * One line per term, as the table shows it: rank changes are ranks climbed (positive: rising), shares
 * are percentages like Seller Central's download. Formula escaping keeps a spreadsheet from running a term.
 */
export function abaTermsCsv(rows: AbaSearchTermRow[], lang: Language): string {
  const lines = rows.map((row) => [
    String(row.rank),
    row.searchTerm,
    row.department,
    change(row.change1),
    change(row.change4),
    change(row.change12),
    ...[0, 1, 2].flatMap((index) => {
      const product = row.top[index];
      if (!product) return ['', '', '', ''];
      return [product.asin, product.title, percent(product.clickShare), percent(product.conversionShare)];
    }),
    percent(row.clickShareTop3),
    percent(row.conversionShareTop3),
  ]);
  return stringify([header(lang), ...lines], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
