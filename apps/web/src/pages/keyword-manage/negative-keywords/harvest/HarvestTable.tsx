import { Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { HarvestRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import type { ServerTable } from '@/components/server-table';
import { useShowMetric } from '@/features/metrics';
import type { HarvestAction } from '@/service/api/harvest';
import { useScreenAtLeast } from '@/utils/use-screen';
import { HANDLEABLE, HarvestActions } from './HarvestActions';
import { Destination, HarvestStatus, Place, StartingBid, TermCell } from './HarvestCells';

interface HarvestTableProps {
  rows: HarvestRow[];
  total: number;
  loading: boolean;
  table: ServerTable<unknown>;
  busyIds: string[];
  selected: string[];
  onSelect(ids: string[]): void;
  onHandle(row: HarvestRow, action: HarvestAction): void;
  onProof(row: HarvestRow): void;
  onPickDestination(row: HarvestRow): void;
}

/** The harvest queue: each term where it sells, where it would go, its figures and its starting bid. */
const FIGURES = ['orders', 'sales', 'acos', 'spend', 'cpc'] as const;

export function HarvestTable({
  rows,
  total,
  loading,
  table,
  busyIds,
  selected,
  onSelect,
  onHandle,
  onProof,
  onPickDestination,
}: HarvestTableProps) {
  const { t } = useTranslation();
  const showMetric = useShowMetric();
  // The term's figures where it was found, over the look-back window, in its shop's currency.
  const figures = FIGURES.map((key) => ({
    key,
    value: (row: HarvestRow) => showMetric(key, row.metrics[key === 'spend' ? 'cost' : key], row.currency),
  }));
  const actions = (row: HarvestRow) => (
    <HarvestActions
      row={row}
      busy={busyIds.includes(row.id)}
      onHandle={(action) => onHandle(row, action)}
      onProof={() => onProof(row)}
    />
  );
  const destination = (row: HarvestRow) => (
    <Destination
      row={row}
      onPick={HANDLEABLE.includes(row.status) ? () => onPickDestination(row) : undefined}
    />
  );
  const product = (row: HarvestRow) => (row.sku ? `${row.asin} · ${row.sku}` : row.asin);

  // On a phone the columns would scroll sideways under the card: each harvest is one stacked cell.
  const stacked = !useScreenAtLeast('md');
  const stackedColumns: TableColumnsType<HarvestRow> = [
    {
      title: t('harvest.column.searchTerm'),
      key: 'harvest',
      render: (_, row) => (
        <div className="tw-harvest-stacked">
          <TermCell row={row} />
          <Typography.Text type="secondary">
            {row.shopName} · {product(row)}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">{t('harvest.column.foundIn')}</Typography.Text>
            <Place campaign={row.source.campaignName} adGroup={row.source.adGroupName} />
          </div>
          <div>
            <Typography.Text type="secondary">{t('harvest.column.goesTo')}</Typography.Text>
            {destination(row)}
          </div>
          <Typography.Text>
            {figures.map(({ key, value }) => `${t(`harvest.column.${key}`)} ${value(row)}`).join(' · ')}
          </Typography.Text>
          <span>
            {t('harvest.column.bid')} <StartingBid row={row} />
          </span>
          <HarvestStatus row={row} />
          {actions(row)}
        </div>
      ),
    },
  ];
  // Eleven columns would hide the figures behind a sideways scroll even on a desktop: the shop sits over
  // its product, and the figures share one cell, a label beside each value.
  const columns: TableColumnsType<HarvestRow> = [
    {
      title: `${t('harvest.column.shop')} / ${t('harvest.column.product')}`,
      key: 'product',
      width: 150,
      render: (_, row) => (
        <div className="tw-harvest-place">
          <Typography.Text type="secondary">{row.shopName}</Typography.Text>
          <span>{row.asin}</span>
          {row.sku && <Typography.Text type="secondary">{row.sku}</Typography.Text>}
        </div>
      ),
    },
    {
      title: t('harvest.column.searchTerm'),
      key: 'searchTerm',
      width: 180,
      render: (_, row) => <TermCell row={row} />,
    },
    {
      title: t('harvest.column.foundIn'),
      key: 'foundIn',
      width: 170,
      render: (_, row) => <Place campaign={row.source.campaignName} adGroup={row.source.adGroupName} />,
    },
    {
      title: t('harvest.column.goesTo'),
      key: 'goesTo',
      width: 180,
      render: (_, row) => destination(row),
    },
    {
      title: t('harvest.column.figures'),
      key: 'figures',
      width: 170,
      render: (_, row) => (
        <dl className="tw-harvest-figures">
          {figures.map(({ key, value }) => (
            <div key={key}>
              <dt>{t(`harvest.column.${key}`)}</dt>
              <dd>{value(row)}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      title: t('harvest.column.bid'),
      key: 'bid',
      align: 'right',
      width: 110,
      render: (_, row) => <StartingBid row={row} />,
    },
    {
      title: t('harvest.column.status'),
      key: 'status',
      width: 100,
      render: (_, row) => <HarvestStatus row={row} />,
    },
    {
      title: t('harvest.column.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, row) => actions(row),
    },
  ];

  return (
    <Table<HarvestRow>
      rowKey="id"
      size="small"
      columns={stacked ? stackedColumns : columns}
      dataSource={rows}
      loading={loading}
      onChange={table.onChange as TableProps<HarvestRow>['onChange']}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({
          disabled: !HANDLEABLE.includes(row.status),
          'aria-label': row.searchTerm,
        }),
      }}
      pagination={table.pagination(total, (count) => t('harvest.total', { count }))}
      scroll={stacked ? undefined : table.scrollX(1150, rows.length)}
      tableLayout={stacked ? 'fixed' : undefined}
    />
  );
}
