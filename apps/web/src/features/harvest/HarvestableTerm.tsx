import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHarvests } from './use-harvests';

/** Where the harvest queue is: a card on the negative-keywords page, reached by this anchor. */
export const HARVEST_QUEUE_PATH = '/keyword-manage/negative-keywords#harvest';

/** The most the server returns in one page: a shop's pending harvests fit in it. */
const PENDING_PAGE = { status: 'pending', page: 1, pageSize: 200 } as const;

/**
 * The shop's pending harvests. Every row's tag asks with the same query, which TanStack Query fetches once
 * and shares.
 */
function usePendingTerms(shopId: string) {
  const { data } = useHarvests({ ...PENDING_PAGE, shopId });
  return new Set(data?.rows.map((row) => row.searchTerm.toLowerCase()));
}

/** A search term, and beside it a link to the harvest queue when the term is waiting to be harvested there. */
export function HarvestableTerm({ shopId, term }: { shopId: string; term: string }) {
  const { t } = useTranslation();
  const pending = usePendingTerms(shopId).has(term.toLowerCase());
  return (
    <>
      {term}
      {pending && ' '}
      {pending && (
        <Link
          to={HARVEST_QUEUE_PATH}
          state={{ harvestShopId: shopId }}
          title={t('harvest.opportunityHint')}
          className="tw-harvest-opportunity"
        >
          <Tag color="green">{t('harvest.opportunity')}</Tag>
        </Link>
      )}
    </>
  );
}
