import { App, Button, Popconfirm, Space, Table } from 'antd';
import type { BoardWastingTerm } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { useNegateTerm } from './use-board';
import { scrollX } from '@/components/server-table';

interface Props {
  terms: BoardWastingTerm[];
  range: { startDate: string; endDate: string };
  loading: boolean;
}

const keyOf = (term: BoardWastingTerm) => `${term.shopId}|${term.adGroupId}|${term.searchTerm}`;

export function WorstTermsTable({ terms, range, loading }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useFormatters();
  const negate = useNegateTerm();
  const busy = negate.isPending ? negate.variables : undefined;

  const act = (term: BoardWastingTerm, action: 'propose' | 'negate') =>
    negate
      .mutateAsync({
        shopId: term.shopId,
        campaignId: term.campaignId,
        adGroupId: term.adGroupId,
        searchTerm: term.searchTerm,
        action,
        ...range,
      })
      .then((outcome) => {
        if (outcome.status === 'failed')
          message.error(t('board.worst.failed', { message: outcome.message ?? '' }));
        else
          message.success(t(outcome.status === 'applied' ? 'board.worst.negated' : 'board.worst.proposed'));
      }, ignoreShownFailure);

  return (
    <Table<BoardWastingTerm>
      rowKey={keyOf}
      size="small"
      loading={loading}
      dataSource={terms}
      pagination={false}
      scroll={scrollX('max-content', terms.length)}
      locale={{ emptyText: t('board.worst.empty') }}
      columns={[
        // Pinned: on a phone the figures scroll under the term they belong to.
        { title: t('board.worst.searchTerm'), dataIndex: 'searchTerm', fixed: 'left', width: 140 },
        { title: t('board.worst.shop'), dataIndex: 'shopName' },
        {
          title: t('board.worst.place'),
          key: 'place',
          render: (_, term) => `${term.campaignName} / ${term.adGroupName}`,
        },
        {
          title: t('board.worst.cost'),
          dataIndex: 'cost',
          align: 'right',
          render: (_, term) => format.money(term.cost, term.currencyCode),
        },
        {
          title: t('board.worst.clicks'),
          dataIndex: 'clicks',
          align: 'right',
          render: (value: number) => format.count(value),
        },
        {
          title: t('board.worst.impressions'),
          dataIndex: 'impressions',
          align: 'right',
          render: (value: number) => format.count(value),
        },
        {
          title: t('board.worst.actions'),
          key: 'actions',
          render: (_, term) => {
            const mine = busy && busy.searchTerm === term.searchTerm && busy.adGroupId === term.adGroupId;
            return (
              <Space size={4} wrap>
                <Button
                  size="small"
                  loading={Boolean(mine && busy?.action === 'propose')}
                  onClick={() => void act(term, 'propose')}
                >
                  {t('board.worst.propose')}
                </Button>
                <Popconfirm
                  title={t('board.worst.negateConfirm', { term: term.searchTerm })}
                  onConfirm={() => act(term, 'negate')}
                >
                  <Button size="small" danger loading={Boolean(mine && busy?.action === 'negate')}>
                    {t('board.worst.negate')}
                  </Button>
                </Popconfirm>
              </Space>
            );
          },
        },
      ]}
    />
  );
}
