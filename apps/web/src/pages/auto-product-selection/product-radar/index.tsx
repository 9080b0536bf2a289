import { Button, Card, InputNumber, Segmented, Select, Space, Typography } from 'antd';
import { RADAR_VIEWS, type RadarView } from '@termwise/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterSearch } from '@/components/filter-bar';
import { useSavedFilter } from '@/features/saved-filter';
import { useShops } from '@/features/shop';
import { RadarTable } from './RadarTable';
import {
  defaultMarketplace,
  fitting,
  NoMarketplaces,
  TermHistoryDrawer,
  useAbaMarketplaces,
} from '@/features/brand-analytics';
import { TrackTermModal } from './TrackTermModal';
import { useFeedback } from '@/features/feedback';

const FILTER_PAGE = 'auto-product-selection_product-radar';

/** A radar view as the seller last left it (saved per user, like other pages' filters). */
interface RadarFilter extends Record<string, unknown> {
  marketplaceId?: string;
  view: RadarView;
  horizon: 4 | 12;
  maxClickShareTop3: number;
  rankMax: number;
  include?: string;
}

const BLANK: RadarFilter = { view: 'rising', horizon: 4, maxClickShareTop3: 0.35, rankMax: 100_000 };

/** Product radar: opportunities found in the loaded ABA history, per marketplace. */
export default function ProductRadarPage() {
  const { t } = useTranslation();
  const { data, isLoading } = useAbaMarketplaces();
  const { data: shops = [] } = useShops();
  const { message } = useFeedback();
  const { filter, setFilter, ready, saveAsDefault } = useSavedFilter<RadarFilter>(FILTER_PAGE, BLANK);
  const [historyOf, setHistoryOf] = useState<string>();
  const [tracking, setTracking] = useState<string>();
  const marketplaces = data?.marketplaces ?? [];
  const marketplace =
    marketplaces.find((one) => one.marketplaceId === filter.marketplaceId) ??
    defaultMarketplace(marketplaces, shops);
  const change = (patch: Partial<RadarFilter>) => setFilter({ ...filter, ...patch });

  if (!isLoading && !marketplaces.length) return <NoMarketplaces />;
  const weeks = marketplace?.periods.filter((period) => period.reportPeriod === 'WEEK') ?? [];
  return (
    <Space orientation="vertical" size={16} className="tw-aba">
      <Card title={t('route.auto-product-selection_product-radar')}>
        <div className="tw-aba-filters">
          <Select
            aria-label={t('aba.marketplace')}
            className="tw-aba-filters__marketplace"
            value={marketplace?.marketplaceId}
            onChange={(marketplaceId) => change({ marketplaceId })}
            options={marketplaces.map((one) => ({ value: one.marketplaceId, label: one.countryCode }))}
          />
          <Segmented<RadarView>
            className="tw-radar-views"
            value={filter.view}
            onChange={(view) => change({ view })}
            options={RADAR_VIEWS.map((view) => ({ value: view, label: t(`radar.views.${view}`) }))}
          />
        </div>
        <Typography.Paragraph type="secondary" className="tw-aba-notice">
          {t(`radar.explain.${filter.view}`)}
        </Typography.Paragraph>
        <div className="tw-aba-filters tw-aba-filters--terms">
          {filter.view === 'rising' && (
            <Segmented<4 | 12>
              value={filter.horizon}
              onChange={(horizon) => change({ horizon })}
              options={[4, 12].map((weeksBack) => ({
                value: weeksBack as 4 | 12,
                label: t('radar.horizon', { weeks: weeksBack }),
              }))}
            />
          )}
          {filter.view === 'unowned' && (
            <InputNumber<number>
              className="tw-aba-filter tw-aba-filter--number"
              style={{ width: fitting(t('radar.maxShare')) }}
              aria-label={t('radar.maxShare')}
              placeholder={t('radar.maxShare')}
              min={1}
              max={100}
              value={Math.round(filter.maxClickShareTop3 * 100)}
              onChange={(next) => change({ maxClickShareTop3: (next ?? 35) / 100 })}
            />
          )}
          <InputNumber<number>
            className="tw-aba-filter tw-aba-filter--number"
            style={{ width: fitting(t('radar.rankMax')) }}
            aria-label={t('radar.rankMax')}
            placeholder={t('radar.rankMax')}
            min={1}
            precision={0}
            value={filter.rankMax}
            onChange={(next) => change({ rankMax: next ?? BLANK.rankMax })}
          />
          <FilterSearch
            className="tw-aba-filter tw-aba-filter--text"
            label={t('aba.filters.include')}
            value={filter.include}
            onSearch={(include) => change({ include })}
          />
          <Button
            onClick={() =>
              void saveAsDefault().then(
                () => message.success(t('radar.savedView')),
                () => undefined,
              )
            }
          >
            {t('radar.saveView')}
          </Button>
        </div>
        {marketplace && !weeks.length && (
          <Typography.Paragraph className="tw-aba-notice">
            {t('aba.noData')} <Link to="/auto-product-selection/aba-search-terms">{t('radar.openAba')}</Link>
          </Typography.Paragraph>
        )}
        {ready && marketplace && weeks.length > 0 && (
          <RadarTable
            request={{
              marketplaceId: marketplace.marketplaceId,
              view: filter.view,
              horizon: filter.horizon,
              maxClickShareTop3: filter.maxClickShareTop3,
              rankMax: filter.rankMax,
              include: filter.include ?? '',
            }}
            onOpenHistory={setHistoryOf}
            onTrack={setTracking}
          />
        )}
      </Card>
      {marketplace && (
        <TermHistoryDrawer
          marketplaceId={marketplace.marketplaceId}
          reportPeriod="WEEK"
          searchTerm={historyOf}
          onClose={() => setHistoryOf(undefined)}
        />
      )}
      <TrackTermModal
        searchTerm={tracking}
        shops={shops.filter((shop) => shop.countryCode === marketplace?.countryCode)}
        onClose={() => setTracking(undefined)}
      />
    </Space>
  );
}
