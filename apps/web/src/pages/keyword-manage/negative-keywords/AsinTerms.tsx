import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TERMS_FIRST_PAGE, type NegLogAsinRow } from '@termwise/contracts';
import { negationKeys } from '@/features/negation';
import { fetchNegationTerms } from '@/service/api/negation';
import { toListQuery, type NegativeKeywordFilter } from './filter';
import { TermsTable, type TermHandlers } from './TermsTable';

interface AsinTermsProps {
  row: NegLogAsinRow;
  filter: NegativeKeywordFilter;
  handlers: TermHandlers;
}

/**
 * One ASIN's terms, paged on the server: the list brings the first page with the ASIN, so expanding is
 * instant, and later pages are asked for under the same filters when the seller turns to them.
 */
export function AsinTerms({ row, filter, handlers }: AsinTermsProps) {
  const [page, setPage] = useState(1);
  const query = { ...toListQuery(filter, page, TERMS_FIRST_PAGE), shopId: row.shopId, asin: row.asin };
  const later = useQuery({
    queryKey: negationKeys.terms(query),
    queryFn: () => fetchNegationTerms(query),
    placeholderData: keepPreviousData,
    enabled: page > 1,
  });
  const terms = page === 1 ? row.terms : (later.data?.rows ?? []);
  return (
    <TermsTable
      terms={terms}
      handlers={handlers}
      loading={page > 1 && later.isFetching}
      pagination={
        row.termTotal > TERMS_FIRST_PAGE && {
          current: page,
          pageSize: TERMS_FIRST_PAGE,
          total: row.termTotal,
          showSizeChanger: false,
          size: 'small',
          onChange: setPage,
        }
      }
    />
  );
}
