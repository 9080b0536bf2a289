import type { AbaExportRequest } from '@termwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, useFormatters } from '@/features/i18n';
import { exportAbaSearchTerms } from '@/service/api/brand-analytics';
import { downloadCsv } from '@/utils/download-csv';
import { useFeedback } from '@/features/feedback';

/** Exports the filtered terms of the period on screen; the server caps one file at ABA_EXPORT_MAX_ROWS. */
export function useAbaExport() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const format = useFormatters();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async (filter: Omit<AbaExportRequest, 'lang'>) => {
    setExporting(true);
    try {
      const exported = await exportAbaSearchTerms({ ...filter, lang: currentLanguage() });
      if (!exported.rows) {
        void message.info(t('aba.export.empty'));
        return;
      }
      downloadCsv(exported.fileName, exported.csv);
      if (exported.truncated)
        void message.warning(t('aba.export.capped', { rows: format.count(exported.rows) }));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportCsv };
}
