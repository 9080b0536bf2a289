import { useState } from 'react';
import { DownloadOutlined, SyncOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { App, Button, Card, Space } from 'antd';
import type { NegationTerm, NegLogAsinRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useKeywordLogModal } from '@/features/keyword-log';
import {
  AD_CHART_PATH,
  chartTargetOfTerm,
  ComparisonModal,
  ignoreShownFailure,
  useNegationActions,
  useSavedFilter,
  useShops,
} from '@/features/negation';
import { runRulesNow, startDataRefresh } from '@/service/api/negation';
import { AsinTable, type AsinSort } from './AsinTable';
import { FilterBar } from './FilterBar';
import { blankFilter, FILTER_PAGE, type NegativeKeywordFilter } from './filter';
import { KpiStrip } from './KpiStrip';
import { ShopJobButton } from './ShopJobButton';
import type { TermHandlers } from './TermsTable';
import { useExport } from './use-export';
import { useNegationKpi, useNegationLog } from './use-negation-log';
import './negative-keywords.css';

const DEFAULT_SORT: AsinSort = { sortField: 'lastNegatedAt', sortOrder: 'desc' };

export default function NegativeKeywordsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { filter, setFilter, ready, saveAsDefault, resetToDefault } = useSavedFilter<NegativeKeywordFilter>(
    FILTER_PAGE,
    blankFilter,
  );
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [sort, setSort] = useState<AsinSort>(DEFAULT_SORT);
  const [compared, setCompared] = useState<NegationTerm | null>(null);
  const { data: shops = [] } = useShops();
  const list = useNegationLog(filter, paging.page, paging.pageSize, sort, ready);
  const kpi = useNegationKpi(filter, ready);
  const actions = useNegationActions();
  const openKeywordLog = useKeywordLogModal((state) => state.open);
  const { exporting, exportCsv } = useExport(filter);

  const rows = list.data?.rows ?? [];
  const asinOf = (term: NegationTerm): NegLogAsinRow | undefined =>
    rows.find((row) => row.shopId === term.shopId && row.asin === term.asin);

  const changeFilter = (next: NegativeKeywordFilter) => {
    setFilter(next);
    setPaging((current) => ({ ...current, page: 1 }));
  };

  const handlers: TermHandlers = {
    busyIds: actions.isPending ? (actions.variables?.ids ?? []) : [],
    onHandle: (term, action) => actions.mutate({ ids: [term.id], action }),
    onKeywordLog: (term) => {
      const product = asinOf(term);
      openKeywordLog({
        imgUrl: product?.imageUrl ?? '',
        asin: term.asin,
        skuTitle: product?.title ?? term.asin,
        flag: term.flag,
        endDate: term.negatedOn ?? term.createdAt.slice(0, 10),
        shopId: term.shopId,
      });
    },
    onCompare: setCompared,
    onChart: (term) =>
      navigate(AD_CHART_PATH, { state: chartTargetOfTerm(term, asinOf(term)?.currencyCode ?? 'USD') }),
  };

  return (
    <Space orientation="vertical" size={16} className="tw-neg-page">
      <Card
        title={t('route.keyword-manage_negative-keywords')}
        extra={
          <Space wrap>
            <ShopJobButton
              shopId={filter.shopId}
              primary
              icon={<ThunderboltOutlined />}
              label={t('negation.page.runRules')}
              runningLabel={t('negation.page.rulesRunning')}
              doneMessage={t('negation.page.rulesDone')}
              start={async (shopId) => (await runRulesNow(shopId)).jobId}
            />
            <ShopJobButton
              shopId={filter.shopId}
              icon={<SyncOutlined />}
              label={t('negation.page.refreshData')}
              runningLabel={t('negation.page.refreshing')}
              doneMessage={t('negation.page.refreshDone')}
              start={async (shopId) => (await startDataRefresh(shopId)).jobId}
            />
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              onClick={() => void exportCsv().catch(ignoreShownFailure)}
            >
              {t('negation.page.export')}
            </Button>
          </Space>
        }
      >
        <FilterBar
          filter={filter}
          shops={shops}
          onChange={changeFilter}
          onSaveDefault={() =>
            void saveAsDefault().then(
              () => message.success(t('negation.page.defaultSaved')),
              ignoreShownFailure,
            )
          }
          onResetDefault={() => void resetToDefault().catch(ignoreShownFailure)}
        />
      </Card>
      <KpiStrip kpi={kpi.data} loading={kpi.isPending} />
      <Card>
        <AsinTable
          rows={rows}
          total={list.data?.total ?? 0}
          loading={list.isFetching}
          page={paging.page}
          pageSize={paging.pageSize}
          sort={sort}
          onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
          onSortChange={(next) => {
            setSort(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          handlers={handlers}
        />
      </Card>
      <ComparisonModal
        uniqueSign={compared?.uniqueSign ?? null}
        searchTerm={compared?.searchTerm}
        onClose={() => setCompared(null)}
      />
    </Space>
  );
}
