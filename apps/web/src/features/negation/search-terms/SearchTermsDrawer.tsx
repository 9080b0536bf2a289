import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { KeywordToSearchTermRequest, KeywordToSearchTermResponse } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useMetricColumn } from '@/features/metrics';
import { fetchMatchedSearchTerms } from '@/service/api/negation';
import { NegateTermButtons } from '../actions/NegateTermButtons';
import { NegationStatusTag } from '../components/NegationStatusTag';
import { negationKeys } from '../keys';
import { scrollX } from '@/components/server-table';

type MatchedTerm = KeywordToSearchTermResponse['rows'][number];

interface SearchTermsDrawerProps {
  /** The keyword or target and period to look at; null keeps the drawer closed. */
  request: KeywordToSearchTermRequest | null;
  title: string;
  currencyCode: string;
  onClose(): void;
  /** Once the drawer has closed; focus may still be inside it (it hands focus back right after). */
  afterClose?(): void;
}

/** Which shopper searches a keyword or target paid for, and which of them are already negated. */
export function SearchTermsDrawer({
  request,
  title,
  currencyCode,
  onClose,
  afterClose,
}: SearchTermsDrawerProps) {
  const { t } = useTranslation();
  const metricColumn = useMetricColumn<MatchedTerm>();
  const currency = () => currencyCode;
  // A drawer closed before its opening has finished is unmounted at once (destroyOnHidden), and
  // @rc-component/drawer then neither calls afterOpenChange nor hands focus back: afterClose follows that commit.
  const opened = useRef(false);
  const close = () => {
    onClose();
    if (!opened.current) setTimeout(() => afterClose?.());
  };
  const { data, isPending, isError } = useQuery({
    queryKey: negationKeys.matchedSearchTerms(request),
    queryFn: () => fetchMatchedSearchTerms(request!),
    enabled: request !== null,
  });

  const columns: TableColumnsType<MatchedTerm> = [
    {
      title: t('negation.searchTerms.searchTerm'),
      dataIndex: 'searchTerm',
      fixed: 'left',
      width: 200,
      render: (term: string) => <Typography.Text strong>{term}</Typography.Text>,
    },
    metricColumn('impressions', { sorter: (a, b) => a.impressions - b.impressions }),
    metricColumn('clicks', { sorter: (a, b) => a.clicks - b.clicks }),
    metricColumn('cost', { currency, sorter: (a, b) => a.cost - b.cost, defaultSortOrder: 'descend' }),
    metricColumn('orders', { sorter: (a, b) => a.orders - b.orders }),
    metricColumn('sales', { currency }),
    metricColumn('acos'),
    metricColumn('cvr'),
    {
      title: t('negation.searchTerms.state'),
      key: 'negated',
      width: 110,
      filters: [
        { text: t('negation.searchTerms.negated'), value: true },
        { text: t('negation.searchTerms.notNegated'), value: false },
      ],
      onFilter: (value, row) => row.negated === value,
      render: (_, row) =>
        row.negationStatus ? (
          <NegationStatusTag status={row.negationStatus} />
        ) : (
          <Tag>{t('negation.searchTerms.notNegated')}</Tag>
        ),
    },
    {
      title: t('negation.page.term.actions'),
      key: 'actions',
      render: (_, row) =>
        request && !row.negated && !row.negationStatus ? (
          <NegateTermButtons
            term={{
              shopId: request.shopId,
              campaignId: row.campaignId,
              adGroupId: row.adGroupId,
              searchTerm: row.searchTerm,
              startDate: request.startDate,
              endDate: request.endDate,
            }}
          />
        ) : null,
    },
  ];

  return (
    <Drawer
      open={request !== null}
      size={1080}
      title={`${t('negation.searchTerms.title')} · ${title}`}
      onClose={close}
      afterOpenChange={(open) => {
        opened.current = open;
        if (!open) afterClose?.();
      }}
      destroyOnHidden
    >
      <Table<MatchedTerm>
        rowKey={(row) => `${row.adGroupId}:${row.searchTerm}`}
        size="small"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isPending && request !== null}
        locale={{ emptyText: isError ? t('negation.comparison.failed') : t('negation.searchTerms.empty') }}
        pagination={{ pageSize: 20, size: 'small' }}
        scroll={scrollX('max-content', data?.rows.length ?? 0)}
      />
    </Drawer>
  );
}
