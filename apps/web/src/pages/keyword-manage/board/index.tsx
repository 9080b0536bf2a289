import './board.css';
import { MoneyCollectOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Segmented, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { WASTING_MIN_CLICKS } from '@termwise/contracts';
import { useSearchParams } from 'react-router';
import { FilterDateRange } from '@/components/filter-bar';
import { shopCurrencySelectOptions, useShops } from '@/features/shop';
import { CurrencyGroupCard } from './CurrencyGroupCard';
import { CurrencySettings } from './CurrencySettings';
import { BOARD_PRESETS, DEFAULT_PRESET, presetOf, presetRange, type BoardPreset } from './range';
import { ShopSplitTable } from './ShopSplitTable';
import { useBoard } from './use-board';
import { WorstTermsTable } from './WorstTermsTable';

const ALL = '';

/** The board; its shop and range live in the URL, so the daily report's link opens the day it reports. */
export default function BoardPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { data: shops = [] } = useShops();
  const fallback = presetRange(DEFAULT_PRESET);
  const range = {
    startDate: search.get('startDate') ?? fallback.startDate,
    endDate: search.get('endDate') ?? fallback.endDate,
  };
  const shopId = search.get('shopId') ?? ALL;
  const preset = search.get('preset') === 'custom' ? 'custom' : presetOf(range);
  const board = useBoard({ shopIds: shopId ? [shopId] : [], ...range });
  const [currencyOpen, setCurrencyOpen] = useState(false);

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };
  const choosePreset = (value: BoardPreset) =>
    value === 'custom' ? update({ preset: 'custom' }) : update({ ...presetRange(value), preset: undefined });

  const data = board.data;
  return (
    <Space orientation="vertical" size={16} className="tw-board">
      <Card
        title={t('route.keyword-manage_board')}
        extra={
          <Button icon={<MoneyCollectOutlined />} onClick={() => setCurrencyOpen(true)}>
            {t('board.currency.open')}
          </Button>
        }
      >
        <div className="tw-board-filters">
          <Select
            aria-label={t('board.shop')}
            className="tw-board-filters__shop"
            value={shopId}
            onChange={(value) => update({ shopId: value })}
            options={[{ value: ALL, label: t('board.allShops') }, ...shopCurrencySelectOptions(shops)]}
          />
          <Segmented<BoardPreset>
            value={preset}
            onChange={choosePreset}
            options={BOARD_PRESETS.map((value) => ({ value, label: t(`board.presets.${value}`) }))}
          />
          {preset === 'custom' && (
            <FilterDateRange
              value={range}
              startLabel={t('board.from')}
              endLabel={t('board.to')}
              onChange={(next) => next.startDate && next.endDate && update({ ...next, preset: 'custom' })}
            />
          )}
        </div>
        {data && (
          <Typography.Paragraph type="secondary" className="tw-board-range">
            {/* A date never breaks at its hyphens on a phone: each is one unbreakable piece. */}
            <Trans
              i18nKey="board.range"
              values={{
                start: data.startDate,
                end: data.endDate,
                prevStart: data.previousStartDate,
                prevEnd: data.previousEndDate,
              }}
              components={{ day: <span className="tw-nowrap" /> }}
            />
          </Typography.Paragraph>
        )}
      </Card>
      {data && !data.groups.length && <Empty description={t('board.noShops')} />}
      {data && data.endDate >= data.provisionalFrom && (
        <Alert type="warning" showIcon title={t('board.provisional', { date: data.provisionalFrom })} />
      )}
      {data?.home && (
        <CurrencyGroupCard
          group={data.home}
          provisionalFrom={data.endDate >= data.provisionalFrom ? data.provisionalFrom : null}
        />
      )}
      {data?.groups.map((group) => (
        <CurrencyGroupCard
          key={group.currencyCode}
          group={group}
          provisionalFrom={data.endDate >= data.provisionalFrom ? data.provisionalFrom : null}
        />
      ))}
      <Card
        title={t('board.worst.title', {
          start: data?.wastingFrom ?? range.startDate,
          end: data?.endDate ?? range.endDate,
          clicks: WASTING_MIN_CLICKS,
        })}
      >
        <WorstTermsTable
          terms={data?.worstTerms ?? []}
          range={data ? { startDate: data.wastingFrom, endDate: data.endDate } : range}
          loading={board.isFetching}
        />
      </Card>
      <Card title={t('board.shops.title')}>
        <ShopSplitTable shops={data?.shops ?? []} loading={board.isFetching} />
      </Card>
      <CurrencySettings open={currencyOpen} onClose={() => setCurrencyOpen(false)} />
    </Space>
  );
}
