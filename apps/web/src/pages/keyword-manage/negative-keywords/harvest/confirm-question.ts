import type { HarvestRow } from '@termwise/contracts';
import type { TFunction } from 'i18next';

/**
 * What confirming does on Amazon, in the order it happens: the campaign and ad group Termwise creates (when
 * there is none to put the keyword in), the new keyword or target with its bid, and the negative where the
 * term was found: one sentence a line.
 */
export function confirmQuestion(row: HarvestRow, bid: string, t: TFunction): string[] {
  const { destination, source } = row;
  const to = { campaign: destination.campaignName, adGroup: destination.adGroupName };
  return [
    ...(destination.toCreate ? [t('harvest.actions.confirmCreate', to)] : []),
    t('harvest.actions.confirmKeyword', {
      ...to,
      kind: t(`harvest.kind.${row.kind}`),
      term: row.searchTerm,
      bid,
    }),
    t('harvest.actions.confirmNegate', { campaign: source.campaignName, adGroup: source.adGroupName }),
  ];
}
