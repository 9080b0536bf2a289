import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyRate } from '@termwise/contracts';
import {
  Button,
  Drawer,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsAdmin } from '@/features/auth';
import { useFeedback } from '@/features/feedback';
import { fetchCurrencyRates, saveCurrencyRate, saveHomeCurrency } from '@/service/api/currency';
import { todayInUsWest } from '@/utils/format';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { boardKeys } from './keys';

const ratesKey = [...boardKeys.all, 'currency-rates'] as const;

/** The organisation's home currency and exchange rates: every member reads them, admins change them. */
export function CurrencySettings({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const { data, isFetching } = useQuery({ queryKey: ratesKey, queryFn: fetchCurrencyRates, enabled: open });
  const [edits, setEdits] = useState<Record<string, number>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: boardKeys.all });
  const home = useMutation({
    mutationFn: saveHomeCurrency,
    onSuccess: () => {
      void message.success(t('board.currency.homeSaved'));
      return refresh();
    },
  });
  const rate = useMutation({
    mutationFn: (change: { currencyCode: string; perUsd: number }) =>
      saveCurrencyRate({ ...change, asOf: todayInUsWest() }),
    onSuccess: (saved) => {
      void message.success(t('board.currency.saved', { code: saved.currencyCode }));
      setEdits(({ [saved.currencyCode]: _, ...rest }) => rest);
      return refresh();
    },
  });

  const columns: TableColumnsType<CurrencyRate> = [
    { title: t('board.currency.code'), dataIndex: 'currencyCode', width: 90 },
    {
      title: t('board.currency.perUsd'),
      dataIndex: 'perUsd',
      width: 150,
      render: (perUsd: number, row) => (
        <InputNumber
          aria-label={`${t('board.currency.perUsd')} ${row.currencyCode}`}
          min={0.000001}
          disabled={!isAdmin || row.currencyCode === 'USD'}
          value={edits[row.currencyCode] ?? perUsd}
          onChange={(next) => next !== null && setEdits((all) => ({ ...all, [row.currencyCode]: next }))}
        />
      ),
    },
    { title: t('board.currency.asOf'), dataIndex: 'asOf', width: 110 },
    {
      title: t('board.currency.source'),
      dataIndex: 'source',
      width: 150,
      render: (source: CurrencyRate['source']) =>
        source === 'organisation' ? (
          <Tag color="blue">{t('board.currency.sourceOrganisation')}</Tag>
        ) : (
          <Tag>{t('board.currency.sourceDefault')}</Tag>
        ),
    },
    {
      key: 'save',
      width: 80,
      render: (_, row) =>
        edits[row.currencyCode] !== undefined && (
          <Button
            size="small"
            type="primary"
            loading={rate.isPending}
            onClick={() =>
              rate
                .mutateAsync({ currencyCode: row.currencyCode, perUsd: edits[row.currencyCode]! })
                .catch(ignoreShownFailure)
            }
          >
            {t('board.currency.save')}
          </Button>
        ),
    },
  ];

  return (
    <Drawer title={t('board.currency.title')} open={open} onClose={onClose} size={640}>
      <Space orientation="vertical" size={16} className="tw-board-currency">
        <div>
          <Typography.Text strong>{t('board.currency.home')}</Typography.Text>
          <Select
            aria-label={t('board.currency.home')}
            className="tw-board-currency__home"
            showSearch
            disabled={!isAdmin}
            loading={home.isPending}
            value={data?.homeCurrency ?? ''}
            onChange={(next) => home.mutateAsync(next || null).catch(ignoreShownFailure)}
            options={[
              { value: '', label: t('board.currency.homeNone') },
              ...(data?.rows ?? []).map((row) => ({ value: row.currencyCode, label: row.currencyCode })),
            ]}
          />
          <Typography.Paragraph type="secondary">
            {t('board.currency.homeHint')} {!isAdmin && t('board.currency.adminOnly')}
          </Typography.Paragraph>
        </div>
        <Table<CurrencyRate>
          rowKey="currencyCode"
          size="small"
          columns={columns}
          dataSource={data?.rows ?? []}
          loading={isFetching}
          pagination={false}
          scroll={{ x: 580 }}
        />
      </Space>
    </Drawer>
  );
}
