import { useState } from 'react';

import type { NegLogAsinRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { fetchNegationList, fetchNegationTerms } from '@/service/api/negation';
import { downloadCsv } from '@/utils/download-csv';
import { toListQuery, type NegativeKeywordFilter } from './filter';
import { useFeedback } from '@/features/feedback';
import { fileStampInUsWest } from '@/utils/format';

const EXPORT_PAGE_SIZE = 200;

/** The list brings the first terms of each ASIN; the export wants them all. */
async function allTerms(filter: NegativeKeywordFilter, row: NegLogAsinRow) {
  if (row.terms.length >= row.termTotal) return row.terms;
  const terms: NegLogAsinRow['terms'] = [];
  for (let page = 1; terms.length < row.termTotal; page++) {
    const query = { ...toListQuery(filter, page, EXPORT_PAGE_SIZE), shopId: row.shopId, asin: row.asin };
    const { rows } = await fetchNegationTerms(query);
    if (rows.length === 0) break;
    terms.push(...rows);
  }
  return terms;
}

/** Exports every page of the current filter, not just the one on screen. */
export function useExport(filter: NegativeKeywordFilter) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: NegLogAsinRow[] = [];
      for (let page = 1; ; page++) {
        const result = await fetchNegationList(toListQuery(filter, page, EXPORT_PAGE_SIZE));
        rows.push(...result.rows);
        if (rows.length >= result.total || result.rows.length === 0) break;
      }
      for (const row of rows) row.terms = await allTerms(filter, row);
      if (rows.length === 0) {
        void message.info(t('negation.page.exportEmpty'));
        return;
      }
      // The CSV writer loads only when someone exports.
      const { negationCsvRows, toCsv } = await import('./export-csv');
      downloadCsv(`negative-keywords-${fileStampInUsWest()}.csv`, toCsv(negationCsvRows(rows, t)));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportCsv };
}
