import type { AbaSearchTermRow } from '@termwise/contracts';
import { stringify } from 'csv-stringify/sync';

type Lang = 'zh-CN' | 'en-US';

const HEADERS: Record<Lang, { term: string[]; product: (n: number) => string[]; top3: string[] }> = {
  'en-US': {
    term: [
      'Search frequency rank',
      'Search term',
      'Department',
      'Change vs 1 back',
      'vs 4 back',
      'vs 12 back',
    ],
    product: (n) => [`#${n} ASIN`, `#${n} title`, `#${n} click share`, `#${n} conversion share`],
    top3: ['Top-3 click share', 'Top-3 conversion share'],
  },
  'zh-CN': {
    term: ['搜索频率排名', '搜索词', '类目', '较上期', '较 4 期前', '较 12 期前'],
    product: (n) => [`#${n} ASIN`, `#${n} 标题`, `#${n} 点击份额`, `#${n} 转化份额`],
    top3: ['前三点击份额', '前三转化份额'],
  },
};

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const change = (value: number | null) => (value === null ? '' : String(value));

/**
 * One line per term, as the table shows it: rank changes are ranks climbed (positive: rising), shares
 * are percentages like Seller Central's download. Formula escaping keeps a spreadsheet from running a term.
 */
export function abaTermsCsv(rows: AbaSearchTermRow[], lang: Lang): string {
  const headers = HEADERS[lang];
  const header = [...headers.term, ...[1, 2, 3].flatMap(headers.product), ...headers.top3];
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
  return stringify([header, ...lines], { bom: true, record_delimiter: 'windows', escape_formulas: true });
}
