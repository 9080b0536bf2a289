import { useState } from 'react';
import { App } from 'antd';
import type { NegLogAsinRow } from '@termwise/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { fetchNegationList } from '@/service/api/negation';
import { toListQuery, type NegativeKeywordFilter } from './filter';

const EXPORT_PAGE_SIZE = 200;

/** Exports every page of the current filter, not just the one on screen. */
export function useExport(filter: NegativeKeywordFilter) {
  const { t } = useTranslation();
  const { message } = App.useApp();
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
      if (rows.length === 0) {
        void message.info(t('negation.page.exportEmpty'));
        return;
      }
      // The CSV writer loads only when someone exports.
      const { downloadCsv, negationCsvRows, toCsv } = await import('./export-csv');
      downloadCsv(
        `negative-keywords-${dayjs().format('YYYYMMDD-HHmm')}.csv`,
        toCsv(negationCsvRows(rows, t)),
      );
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportCsv };
}
