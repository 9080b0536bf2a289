import { Alert, Card, InputNumber, Select, Space, Typography } from 'antd';
import type { TermRankingFlag, TermRankingsRequest } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterSearch, FilterSelect } from '@/components/filter-bar';
import { useServerTable } from '@/components/server-table';
import { useSavedFilter } from '@/features/saved-filter';
import { useShops } from '@/features/shop';
import { TermRankingsTable, type TermRankingSortField } from './TermRankingsTable';
import { fitting, useTermRankings } from '@/features/brand-analytics';

const FILTER_PAGE = 'keyword-manage_search-term-rankings';
const WINDOWS = [7, 14, 30, 60, 90] as const;

interface RankingsFilter extends Record<string, unknown> {
  shopId?: string;
  days: (typeof WINDOWS)[number];
  highDemandRank: number;
  flag?: TermRankingFlag;
  include?: string;
}

const BLANK: RankingsFilter = { days: 30, highDemandRank: 10_000 };

/** The shop's search terms by ad performance, beside their Brand Analytics demand, with flags. */
export default function SearchTermRankingsPage() {
  const { t } = useTranslation();
  const { data: shops = [] } = useShops();
  const { filter, setFilter, ready } = useSavedFilter<RankingsFilter>(FILTER_PAGE, BLANK);
  const shop = shops.find((one) => one.id === filter.shopId) ?? shops.find((one) => one.main) ?? shops[0];
  const change = (patch: Partial<RankingsFilter>) => setFilter({ ...filter, ...patch });
  const filters = shop && {
    shopId: shop.id,
    days: filter.days,
    highDemandRank: filter.highDemandRank,
    flag: filter.flag,
    include: filter.include ?? '',
  };
  const table = useServerTable<typeof filters, TermRankingSortField>({
    filters,
    defaultSort: { sortField: 'spend', sortOrder: 'desc' },
    defaultPageSize: 50,
  });
  const { page, pageSize, sort } = table.state;
  const request: TermRankingsRequest | undefined =
    ready && filters ? { ...filters, page, pageSize, ...sort } : undefined;
  const { data, isFetching } = useTermRankings(request);

  return (
    <Space orientation="vertical" size={16} className="tw-aba">
      <Card title={t('route.keyword-manage_search-term-rankings')}>
        <div className="tw-aba-filters">
          <Select
            aria-label={t('rankings.shop')}
            className="tw-rankings-shop"
            value={shop?.id}
            onChange={(shopId) => change({ shopId })}
            options={shops.map((one) => ({ value: one.id, label: `${one.name} · ${one.countryCode}` }))}
          />
          <Select
            aria-label={t('rankings.window')}
            value={filter.days}
            onChange={(days) => change({ days })}
            options={WINDOWS.map((days) => ({ value: days, label: t('rankings.days', { days }) }))}
          />
          <FilterSelect<TermRankingFlag>
            className="tw-rankings-flag"
            label={t('rankings.flag')}
            value={filter.flag}
            onChange={(flag) => change({ flag })}
            options={(['opportunity', 'waste'] as const).map((flag) => ({
              value: flag,
              label: t(`rankings.flags.${flag}`),
            }))}
          />
          <InputNumber<number>
            className="tw-aba-filter tw-aba-filter--number"
            style={{ width: fitting(t('rankings.highDemandRank')) }}
            aria-label={t('rankings.highDemandRank')}
            placeholder={t('rankings.highDemandRank')}
            min={1}
            precision={0}
            value={filter.highDemandRank}
            onChange={(next) => change({ highDemandRank: next ?? BLANK.highDemandRank })}
          />
          <FilterSearch
            className="tw-aba-filter tw-aba-filter--text"
            label={t('aba.filters.include')}
            value={filter.include}
            onSearch={(include) => change({ include })}
          />
        </div>
        {data && (
          <Typography.Paragraph type="secondary" className="tw-aba-notice">
            {t('rankings.explain', {
              start: data.startDate,
              end: data.endDate,
              rank: filter.highDemandRank,
            })}
          </Typography.Paragraph>
        )}
        {data && !data.period && (
          <Alert
            className="tw-aba-notice"
            type="info"
            showIcon
            title={t('rankings.noAba')}
            action={<Link to="/auto-product-selection/aba-search-terms">{t('radar.openAba')}</Link>}
          />
        )}
        {data?.period && (
          <Typography.Paragraph type="secondary">
            {t('rankings.abaWeek', { start: data.period.startDate, end: data.period.endDate })}
          </Typography.Paragraph>
        )}
        {shop && (
          <TermRankingsTable
            rows={data?.rows ?? []}
            total={data?.total ?? 0}
            shopId={shop.id}
            currencyCode={data?.currencyCode ?? shop.currencyCode}
            loading={isFetching}
            table={table}
          />
        )}
      </Card>
    </Space>
  );
}
