import { useState } from 'react';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import type { RankedKeyword } from '@termwise/contracts';
import dayjs from 'dayjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { keywordKeys } from '@/features/keyword-structure';
import { useSavedFilter } from '@/features/saved-filter';
import { useShops } from '@/features/shop';
import { untrackKeywords } from '@/service/api/rank';
import { useServerTable } from '@/components/server-table';
import { KeywordFilters } from '../KeywordFilters';
import { useKeywordSearchTerms } from '../use-keyword-search-terms';
import { ImportModal } from './ImportModal';
import { RankChartModal } from './RankChartModal';
import { RankTable } from './RankTable';
import { TrackModal } from './TrackModal';
import { useRankedKeywords, type RankFilter, type RankSortField } from './use-ranks';
import './keyword-rankings.css';
import { useFeedback } from '@/features/feedback';
import { todayInUsWest } from '@/utils/format';

const FILTER_PAGE = 'keyword-manage_keyword-rankings';
const DEFAULT_SORT = { sortField: 'organicRank', sortOrder: 'asc' } as const;
const blankFilter: RankFilter = {};
/** The search terms behind a keyword: the same 30 days its ad metrics cover. */
const DRAWER_DAYS = 30;

export default function KeywordRankingsPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { filter, setFilter, ready } = useSavedFilter<RankFilter>(FILTER_PAGE, blankFilter);
  const table = useServerTable<RankFilter, RankSortField>({ filters: filter, defaultSort: DEFAULT_SORT });
  const { data: shops = [] } = useShops();
  const list = useRankedKeywords(table.state, ready);
  const [chart, setChart] = useState<RankedKeyword | null>(null);
  const searchTerms = useKeywordSearchTerms();
  const [tracking, setTracking] = useState(false);
  const [importing, setImporting] = useState(false);
  const untrack = useMutation({
    mutationFn: (row: RankedKeyword) => untrackKeywords([row.id]),
    onSuccess: () => {
      void message.success(t('keywordRank.actions.untracked'));
      void queryClient.invalidateQueries({ queryKey: keywordKeys.all });
    },
  });
  const label = (key: string) => t(`keywordRank.page.${key}`);
  const change = (patch: Partial<RankFilter>) => setFilter({ ...filter, ...patch });

  const openSearchTerms = (row: RankedKeyword) => {
    const [keywordId] = row.ads.keywordIds;
    if (!keywordId) return;
    const endDate = row.date ?? dayjs(todayInUsWest()).subtract(1, 'day').format('YYYY-MM-DD');
    const startDate = dayjs(endDate)
      .subtract(DRAWER_DAYS - 1, 'day')
      .format('YYYY-MM-DD');
    searchTerms.show({
      request: { shopId: row.shopId, keywordId, startDate, endDate },
      title: row.keyword,
      currencyCode: row.currencyCode,
    });
  };

  return (
    <Space orientation="vertical" size={16} className="tw-rank-page">
      <Card
        title={t('route.keyword-manage_keyword-rankings')}
        extra={
          <Space wrap>
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              {label('import')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTracking(true)}>
              {label('track')}
            </Button>
          </Space>
        }
      >
        <div className="tw-rank-filter">
          <KeywordFilters
            filter={filter}
            shops={shops}
            className="tw-rank-filter"
            label={label}
            onChange={change}
          />
        </div>
      </Card>
      <Card>
        <Space orientation="vertical" size={8} className="tw-rank-page">
          <Typography.Text type="secondary">{label('latestNote')}</Typography.Text>
          <RankTable
            rows={list.data?.rows ?? []}
            total={list.data?.total ?? 0}
            loading={list.isFetching}
            table={table}
            onChart={setChart}
            onSearchTerms={openSearchTerms}
            onUntrack={(row) => untrack.mutate(row)}
          />
        </Space>
      </Card>
      <RankChartModal keyword={chart} onClose={() => setChart(null)} />
      <TrackModal open={tracking} shops={shops} onClose={() => setTracking(false)} />
      <ImportModal open={importing} shops={shops} onClose={() => setImporting(false)} />
      {searchTerms.drawer}
    </Space>
  );
}
