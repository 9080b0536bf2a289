import { Table } from 'antd';
import type { BoardWastingTerm } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useMetricColumn } from '@/features/metrics';
import { NegateTermButtons } from '@/features/negation';
import { scrollX } from '@/components/server-table';

interface Props {
  terms: BoardWastingTerm[];
  range: { startDate: string; endDate: string };
  loading: boolean;
}

const keyOf = (term: BoardWastingTerm) => `${term.shopId}|${term.adGroupId}|${term.searchTerm}`;

export function WorstTermsTable({ terms, range, loading }: Props) {
  const { t } = useTranslation();
  const metricColumn = useMetricColumn<BoardWastingTerm>();

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
        metricColumn('cost', { currency: (term) => term.currencyCode }),
        metricColumn('clicks'),
        metricColumn('impressions'),
        {
          title: t('board.worst.actions'),
          key: 'actions',
          render: (_, term) => (
            <NegateTermButtons
              term={{
                shopId: term.shopId,
                campaignId: term.campaignId,
                adGroupId: term.adGroupId,
                searchTerm: term.searchTerm,
                ...range,
              }}
            />
          ),
        },
      ]}
    />
  );
}
