import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Segmented, Select, Space, Typography } from 'antd';
import { ABA_PERIODS, type AbaPeriod } from '@termwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSavedFilter } from '@/features/saved-filter';
import { useShops } from '@/features/shop';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { AbaFilterBar, type AbaFilters } from './AbaFilterBar';
import { AbaImportPanel } from './AbaImportPanel';
import { AbaTermsTable } from './AbaTermsTable';
import {
  defaultMarketplace,
  NoMarketplaces,
  TermHistoryDrawer,
  useAbaMarketplaces,
} from '@/features/brand-analytics';
import { periodLabel } from './period-label';
import { useAbaExport } from './use-aba-export';
import { useFeedback } from '@/features/feedback';

const FILTER_PAGE = 'auto-product-selection_aba-search-terms';
const NO_FILTERS: AbaFilters = {};

/** Brand Analytics search terms of one marketplace and period: filters, the ranked table, imports. */
export default function AbaSearchTermsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { data, isLoading } = useAbaMarketplaces();
  const { data: shops = [] } = useShops();
  const marketplaces = data?.marketplaces ?? [];
  const marketplaceId = search.get('marketplaceId') ?? defaultMarketplace(marketplaces, shops)?.marketplaceId;
  const marketplace = marketplaces.find((one) => one.marketplaceId === marketplaceId);
  const reportPeriod: AbaPeriod = search.get('reportPeriod') === 'MONTH' ? 'MONTH' : 'WEEK';
  const periods = marketplace?.periods.filter((period) => period.reportPeriod === reportPeriod) ?? [];
  const startDate = search.get('startDate') ?? periods[0]?.startDate;
  const { message } = useFeedback();
  const saved = useSavedFilter<AbaFilters>(FILTER_PAGE, NO_FILTERS);
  const filters = saved.filter;
  const { exporting, exportCsv } = useAbaExport();
  const [historyOf, setHistoryOf] = useState<string>();

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };

  if (!isLoading && !marketplaces.length) return <NoMarketplaces />;
  return (
    <Space orientation="vertical" size={16} className="tw-aba">
      <Card
        title={t('route.auto-product-selection_aba-search-terms')}
        extra={
          <Space wrap>
            <Button
              onClick={() =>
                void saved
                  .saveAsDefault()
                  .then(() => message.success(t('aba.savedDefault')), ignoreShownFailure)
              }
            >
              {t('aba.saveDefault')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              disabled={!marketplaceId || !periods.length}
              onClick={() =>
                void exportCsv({ marketplaceId: marketplaceId!, reportPeriod, startDate, ...filters }).catch(
                  ignoreShownFailure,
                )
              }
            >
              {t('aba.export.button')}
            </Button>
          </Space>
        }
      >
        <div className="tw-aba-filters">
          <Select
            aria-label={t('aba.marketplace')}
            className="tw-aba-filters__marketplace"
            value={marketplaceId}
            onChange={(value) => update({ marketplaceId: value, startDate: undefined })}
            options={marketplaces.map((one) => ({ value: one.marketplaceId, label: one.countryCode }))}
          />
          <Segmented<AbaPeriod>
            aria-label={t('aba.period')}
            value={reportPeriod}
            onChange={(value) =>
              update({ reportPeriod: value === 'WEEK' ? undefined : value, startDate: undefined })
            }
            options={ABA_PERIODS.map((period) => ({ value: period, label: t(`aba.periods.${period}`) }))}
          />
          <Select
            aria-label={t('aba.period')}
            className="tw-aba-filters__period"
            value={startDate}
            disabled={!periods.length}
            placeholder={t('aba.period')}
            onChange={(value) => update({ startDate: value })}
            options={periods.map((period) => ({
              value: period.startDate,
              label: periodLabel(t, period),
            }))}
          />
        </div>
        {marketplace && !marketplace.authorized && (
          <Alert
            className="tw-aba-notice"
            type="warning"
            showIcon
            title={t('aba.notAuthorized')}
            action={<Link to="/system-settings/shop-authorize">{t('aba.openShops')}</Link>}
          />
        )}
        {marketplace && !periods.length && (
          <Typography.Paragraph className="tw-aba-notice">
            {marketplace.periods.length
              ? t(`aba.noneOfPeriod.${reportPeriod}`, { count: marketplace.periods.length })
              : t('aba.noData')}
          </Typography.Paragraph>
        )}
        {marketplaceId && periods.length > 0 && saved.ready && (
          <>
            <AbaFilterBar value={filters} onChange={saved.setFilter} />
            <AbaTermsTable
              request={{ marketplaceId, reportPeriod, startDate, ...filters }}
              onOpenHistory={setHistoryOf}
            />
          </>
        )}
      </Card>
      {marketplace && (
        <AbaImportPanel
          key={marketplace.marketplaceId}
          marketplaceId={marketplace.marketplaceId}
          authorized={marketplace.authorized}
          knownDepartments={marketplace.departments}
          reportPeriod={reportPeriod}
        />
      )}
      {marketplaceId && (
        <TermHistoryDrawer
          marketplaceId={marketplaceId}
          reportPeriod={reportPeriod}
          searchTerm={historyOf}
          onClose={() => setHistoryOf(undefined)}
        />
      )}
    </Space>
  );
}
