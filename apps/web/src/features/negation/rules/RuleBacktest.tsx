import { Empty, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { BACKTEST_DAYS, type BacktestRow, type BacktestShop, type NegRule } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';
import { scrollX } from '@/components/server-table';
import { ruleDisplayName } from './rule-name';
import type { BacktestAsked, BacktestResult } from './use-rules';

const DAY_CHOICES = [BACKTEST_DAYS.min, 60, BACKTEST_DAYS.default, BACKTEST_DAYS.max];

interface RuleBacktestProps {
  result: BacktestResult;
  /** Saved rules the draft can be compared with. */
  rules: NegRule[];
  loading: boolean;
  onAsk(change: Partial<Pick<BacktestAsked, 'days' | 'compareWith'>>): void;
}

/** What the draft would have negated over the past days, per shop in its currency, beside another rule. */
export function RuleBacktest({ result, rules, loading, onAsk }: RuleBacktestProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { asked, draft, compared } = result;
  const figures = (shop: BacktestShop | undefined) =>
    shop ? (
      <>
        <div>{t('negation.rules.backtest.terms', { count: shop.termsNegated })}</div>
        <div>
          {t('negation.rules.backtest.saved', { amount: format.money(shop.spendSaved, shop.currencyCode) })}
        </div>
        <div>
          {t('negation.rules.backtest.atRisk', {
            orders: format.count(shop.ordersLost),
            sales: format.money(shop.salesLost, shop.currencyCode),
          })}
        </div>
      </>
    ) : (
      '—'
    );
  const shopColumns: TableColumnsType<BacktestShop> = [
    { title: t('negation.rules.backtest.shop'), dataIndex: 'shopName' },
    { title: t('negation.rules.backtest.thisRule'), key: 'draft', render: (_, shop) => figures(shop) },
    {
      title: asked.compareWith ? ruleDisplayName(asked.compareWith.name, t) : '',
      key: 'compared',
      render: (_, shop) => figures(compared?.shops.find((one) => one.shopId === shop.shopId)),
    },
  ];
  const shopOf = new Map(draft.shops.map((shop) => [shop.shopId, shop]));
  const rowColumns: TableColumnsType<BacktestRow> = [
    {
      title: t('negation.rules.backtest.term'),
      dataIndex: 'searchTerm',
      render: (term: string) => <Typography.Text strong>{term}</Typography.Text>,
    },
    {
      title: t('negation.rules.backtest.shop'),
      key: 'shop',
      width: 150,
      ellipsis: true,
      render: (_, row) => shopOf.get(row.shopId)!.shopName,
    },
    { title: 'ASIN', dataIndex: 'asin', width: 120 },
    {
      title: t('negation.rules.backtest.negatedOn'),
      dataIndex: 'negatedOn',
      width: 110,
    },
    ...(['spend', 'orders', 'sales'] as const).map((field) => ({
      title: t(`negation.rules.backtest.${field}`),
      key: field,
      align: 'right' as const,
      width: 110,
      render: (_: unknown, row: BacktestRow) => {
        const currency = shopOf.get(row.shopId)!.currencyCode;
        return field === 'orders' ? format.count(row.orders) : format.money(row[field], currency);
      },
    })),
  ];
  return (
    <div className="tw-rule-backtest">
      <Space wrap>
        <Select
          aria-label={t('negation.rules.backtest.title')}
          value={asked.days}
          disabled={loading}
          onChange={(days) => onAsk({ days })}
          options={DAY_CHOICES.map((days) => ({
            value: days,
            label: t('negation.rules.backtest.days', { days }),
          }))}
        />
        <Select
          aria-label={t('negation.rules.backtest.compareWith')}
          className="tw-rule-backtest__compare"
          allowClear
          disabled={loading}
          placeholder={t('negation.rules.backtest.compareWith')}
          value={asked.compareWith?.id}
          onChange={(id?: string) => {
            const rule = rules.find((one) => one.id === id);
            onAsk({ compareWith: rule ? { id: rule.id, name: rule.name } : null });
          }}
          options={rules.map((rule) => ({ value: rule.id, label: ruleDisplayName(rule.name, t) }))}
        />
      </Space>
      <Typography.Paragraph type="secondary" className="tw-rule-backtest__note">
        {t('negation.rules.backtest.note')}
      </Typography.Paragraph>
      {draft.shops.map((shop) => (
        <Typography.Paragraph key={shop.shopId} strong>
          {t('negation.rules.backtest.summary', {
            shop: shop.shopName,
            days: asked.days,
            terms: format.count(shop.termsNegated),
            saved: format.money(shop.spendSaved, shop.currencyCode),
            orders: format.count(shop.ordersLost),
            sales: format.money(shop.salesLost, shop.currencyCode),
          })}
        </Typography.Paragraph>
      ))}
      {compared && (
        <Table<BacktestShop>
          rowKey="shopId"
          size="small"
          columns={shopColumns}
          dataSource={draft.shops}
          pagination={false}
        />
      )}
      {draft.total === 0 ? (
        <Empty description={t('negation.rules.backtest.empty', { days: asked.days })} />
      ) : (
        <>
          <Typography.Title level={5}>
            {t('negation.rules.backtest.rowsTitle', { total: format.count(draft.total) })}
          </Typography.Title>
          <Table<BacktestRow>
            rowKey={(row) => `${row.shopId}|${row.campaignId}|${row.adGroupId ?? ''}|${row.searchTerm}`}
            size="small"
            columns={rowColumns}
            dataSource={draft.rows}
            pagination={false}
            scroll={scrollX(790, draft.rows.length)}
          />
        </>
      )}
    </div>
  );
}
