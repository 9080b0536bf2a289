import { METRICS, type KeywordGroup } from '@termwise/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Language } from '../../http/language.ts';
import { messages } from '../../http/messages.ts';

const title = messages.keywordExportColumn;
const COLUMN_TITLES = [
  title.shop,
  title.kind,
  title.keyword,
  title.matchType,
  title.asins,
  title.occurrence,
  title.campaign,
  title.adGroup,
  title.state,
  title.bid,
  METRICS.impressions.names,
  METRICS.clicks.names,
  METRICS.cost.names,
  METRICS.orders.names,
  METRICS.sales.names,
  METRICS.acos.names,
  METRICS.cvr.names,
  title.suggestedKeeper,
  title.currency,
  title.from,
  title.to,
];

const percent = (value: number | null) => (value === null ? '' : `${(value * 100).toFixed(2)}%`);

/** One line per occurrence, its group beside it; formula escaping keeps a spreadsheet from running a keyword. */
export function groupsToCsv(groups: KeywordGroup[], lang: Language): string {
  const lines = groups.flatMap((group) =>
    group.occurrences.map((o) => [
      group.shopName,
      messages.keywordGroupKind[group.kind][lang],
      group.text,
      group.matchType,
      group.asins.join(' '),
      messages.keywordOccurrenceRole[o.role][lang],
      o.campaignName,
      o.adGroupName ?? '',
      o.state,
      o.bid === null ? '' : o.bid.toFixed(2),
      String(o.impressions),
      String(o.clicks),
      o.cost.toFixed(2),
      String(o.orders),
      o.sales.toFixed(2),
      percent(o.acos),
      percent(o.cvr),
      o.keeper ? messages.keyword.isSuggestedKeeper[lang] : '',
      group.currencyCode,
      group.startDate,
      group.endDate,
    ]),
  );
  return stringify([COLUMN_TITLES.map((column) => column[lang]), ...lines], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}
