import { useEffect, useRef, useState } from 'react';
import { DashboardOutlined, DownloadOutlined, SyncOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import type { KeywordToSearchTermRequest, NegationTerm, NegLogAsinRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsAdmin } from '@/features/auth';
import { useKeywordLogModal } from '@/features/keyword-log';
import {
  AD_CHART_PATH,
  chartTargetOfTerm,
  ComparisonModal,
  SearchTermsDrawer,
  useKeywordReviewActions,
  useNegationActions,
} from '@/features/negation';
import { useSavedFilter } from '@/features/saved-filter';
import { useShops } from '@/features/shop';
import { previewRunNow, runRulesNow, startDataRefresh } from '@/service/api/negation';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { useServerTable } from '@/components/server-table';
import { AsinTable } from './AsinTable';
import { FilterBar } from './FilterBar';
import { HarvestQueue } from './harvest/HarvestQueue';
import {
  blankFilter,
  DEFAULT_SORT,
  FILTER_PAGE,
  linkedFilter,
  type AsinSortField,
  type NegativeKeywordFilter,
} from './filter';
import { KpiStrip } from './KpiStrip';
import { runRulesQuestion } from './run-rules-question';
import { ShopJobButton } from './ShopJobButton';
import type { TermHandlers } from './TermsTable';
import { useExport } from './use-export';
import { useNegationKpi, useNegationLog } from './use-negation-log';
import { refocusTermControl, type TermControl } from './refocus-term-control';
import './negative-keywords.css';
import { useFeedback } from '@/features/feedback';

/**
 * A link from another screen (the board's shop split) narrows the page to a shop or ASIN: once the remembered
 * filter has loaded, the link's filter replaces it (and is remembered as the last used), and leaves the URL.
 */
function useLinkedFilter(ready: boolean, setFilter: (filter: NegativeKeywordFilter) => void) {
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    const linked = linkedFilter(search);
    if (!ready || !linked) return;
    setFilter(linked);
    setSearch({}, { replace: true });
  }, [ready, search, setFilter, setSearch]);
}

/** The search terms the term's keyword or target matched over the days that triggered the term. */
function matchedTermsRequest(term: NegationTerm | null): KeywordToSearchTermRequest | null {
  if (!term?.matchedBy) return null;
  const { kind, targetingId } = term.matchedBy;
  return {
    shopId: term.shopId,
    ...(kind === 'keyword' ? { keywordId: targetingId } : { targetId: targetingId }),
    startDate: term.triggerMetrics.startDate,
    endDate: term.triggerMetrics.endDate,
  };
}

export default function NegativeKeywordsPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { filter, setFilter, ready, saveAsDefault, resetToDefault } = useSavedFilter<NegativeKeywordFilter>(
    FILTER_PAGE,
    blankFilter,
  );
  useLinkedFilter(ready, setFilter);
  const table = useServerTable<NegativeKeywordFilter, AsinSortField>({
    filters: filter,
    defaultSort: DEFAULT_SORT,
  });
  const [compared, setCompared] = useState<NegationTerm | null>(null);
  const opener = useRef<TermControl | undefined>(undefined);
  const refocusOpener = () => refocusTermControl(opener.current);
  const [matchedOf, setMatchedOf] = useState<NegationTerm | null>(null);
  const { data: shops = [] } = useShops();
  const list = useNegationLog(table.state, ready);
  const kpi = useNegationKpi(filter, ready);
  const actions = useNegationActions();
  const reviews = useKeywordReviewActions();
  const openKeywordLog = useKeywordLogModal((state) => state.open);
  const { exporting, exportCsv } = useExport(filter);
  // Rule runs and syncs are the admins' (the server answers 4003 to anyone else).
  const isAdmin = useIsAdmin();

  // Nothing from the cache before the remembered filter is known: it may be another filter's answer. This
  // also keeps the rows out of the route's transition render, whose commit React 19 holds for the table.
  const rows = (ready && list.data?.rows) || [];
  const asinOf = (term: NegationTerm): NegLogAsinRow | undefined =>
    rows.find((row) => row.shopId === term.shopId && row.asin === term.asin);

  const handlers: TermHandlers = {
    busyIds: [
      ...(actions.isPending ? (actions.variables?.ids ?? []) : []),
      ...(reviews.isPending ? (reviews.variables?.ids ?? []) : []),
    ],
    onHandle: (term, action) => actions.mutate({ ids: [term.id], action }),
    onKeywordReview: isAdmin
      ? (term, action, bidChangePercent) => reviews.mutate({ ids: [term.id], action, bidChangePercent })
      : undefined,
    onKeywordLog: (term) => {
      const product = asinOf(term);
      opener.current = { action: 'keywordLog', termId: term.id };
      openKeywordLog(
        {
          imgUrl: product?.imageUrl ?? '',
          asin: term.asin,
          skuTitle: product?.title ?? term.asin,
          // The keyword log's flag is negated (1) or waiting (2), as in the bell, not the rule's flag.
          flag: term.status === 'pending' ? 2 : 1,
          endDate: term.negatedOn ?? term.createdAt.slice(0, 10),
          shopId: term.shopId,
        },
        refocusOpener,
      );
    },
    onCompare: (term) => {
      opener.current = { action: 'comparison', termId: term.id };
      setCompared(term);
    },
    onMatchedTerms: (term) => {
      opener.current = { action: 'matchedTerms', termId: term.id };
      setMatchedOf(term);
    },
    onChart: (term) =>
      navigate(AD_CHART_PATH, { state: chartTargetOfTerm(term, asinOf(term)?.currencyCode ?? 'USD') }),
  };

  // The harvest queue is the negation queue's sibling, not inside it: what addresses the negation queue's
  // tables (its strip, its rows) never meets the harvest table.
  return (
    <Space orientation="vertical" size={16} className="tw-neg-screen">
      <Space orientation="vertical" size={16} className="tw-neg-page">
        <Card
          title={t('route.keyword-manage_negative-keywords')}
          extra={
            <Space wrap>
              {isAdmin && (
                <ShopJobButton
                  shopId={filter.shopId}
                  primary
                  icon={<ThunderboltOutlined />}
                  label={t('negation.page.runRules')}
                  runningLabel={t('negation.page.rulesRunning')}
                  doneMessage={t('negation.page.rulesDone')}
                  start={async (shopId) => (await runRulesNow(shopId)).jobId}
                  ask={async (shopId) => runRulesQuestion(await previewRunNow(shopId), t)}
                />
              )}
              {isAdmin && (
                <ShopJobButton
                  shopId={filter.shopId}
                  icon={<SyncOutlined />}
                  label={t('negation.page.refreshData')}
                  runningLabel={t('negation.page.refreshing')}
                  doneMessage={t('negation.page.refreshDone')}
                  start={async (shopId) => (await startDataRefresh(shopId)).jobId}
                />
              )}
              <Button icon={<DashboardOutlined />} onClick={() => navigate('/keyword-manage/board')}>
                {t('board.openBoard')}
              </Button>
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
            onChange={setFilter}
            onSaveDefault={() =>
              void saveAsDefault().then(
                () => message.success(t('negation.page.defaultSaved')),
                ignoreShownFailure,
              )
            }
            onResetDefault={() => void resetToDefault().catch(ignoreShownFailure)}
          />
        </Card>
        <KpiStrip
          kpi={ready ? kpi.data : undefined}
          loading={!ready || kpi.isPending}
          currencies={[
            ...new Set(
              shops
                .filter((shop) => !filter.shopId || shop.id === filter.shopId)
                .map((shop) => shop.currencyCode),
            ),
          ]}
        />
        <Card>
          <AsinTable
            rows={rows}
            total={(ready && list.data?.total) || 0}
            loading={list.isFetching}
            table={table}
            handlers={handlers}
          />
        </Card>
        <ComparisonModal
          uniqueSign={compared?.uniqueSign ?? null}
          searchTerm={compared?.searchTerm}
          onClose={() => setCompared(null)}
          afterClose={refocusOpener}
        />
        <SearchTermsDrawer
          request={matchedTermsRequest(matchedOf)}
          title={matchedOf?.matchedBy?.text ?? ''}
          currencyCode={matchedOf?.triggerMetrics.currencyCode ?? 'USD'}
          onClose={() => setMatchedOf(null)}
          afterClose={refocusOpener}
        />
      </Space>
      <HarvestQueue />
    </Space>
  );
}
