import { useState } from 'react';
import { Drawer, Table, Tag, Typography } from 'antd';
import type { BotView, DeliveryRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatUsWestTime } from '@/utils/format';
import { useDeliveries } from './use-bots';
import { scrollX } from '@/components/server-table';

const STATUS_COLOR = { sending: 'processing', sent: 'success', failed: 'error' } as const;

export function DeliveryStatus({ status }: { status: DeliveryRow['status'] }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[status]}>{t(`bot.delivery.${status}`)}</Tag>;
}

/** A bot's deliveries, newest first: when, how the receiver answered (status class, platform code), after how many attempts. */
export function DeliveriesDrawer({ bot, onClose }: { bot: BotView | null; onClose(): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pageSize = 10;
  const deliveries = useDeliveries(bot?.id ?? null, page, pageSize);
  return (
    <Drawer
      open={bot !== null}
      onClose={onClose}
      title={`${t('bot.deliveries')} · ${bot?.name ?? ''}`}
      size="large"
    >
      <Table<DeliveryRow>
        rowKey="id"
        size="small"
        loading={deliveries.isFetching}
        dataSource={deliveries.data?.rows ?? []}
        scroll={scrollX('max-content', deliveries.data?.rows.length ?? 0)}
        pagination={{ current: page, pageSize, total: deliveries.data?.total ?? 0, onChange: setPage }}
        columns={[
          {
            title: t('bot.delivery.time'),
            dataIndex: 'time',
            render: (time: string) => `${formatUsWestTime(Date.parse(time))} PT`,
          },
          {
            title: t('bot.delivery.kind'),
            dataIndex: 'kind',
            render: (kind: string) => t(`bot.delivery.${kind}`),
          },
          {
            title: t('bot.delivery.status'),
            dataIndex: 'status',
            render: (status: DeliveryRow['status']) => <DeliveryStatus status={status} />,
          },
          { title: t('bot.delivery.attempts'), dataIndex: 'attempts', align: 'right' },
          {
            title: t('bot.delivery.answer'),
            key: 'answer',
            render: (_, row) => (
              <Typography.Text className="tw-bot-answer" code>
                {[
                  row.failureReason && t(`bot.failure.${row.failureReason}`),
                  row.statusClass,
                  row.status === 'failed' && row.platformCode !== null
                    ? t('bot.delivery.code', { code: row.platformCode })
                    : null,
                ]
                  .filter((part) => part !== null && part !== '')
                  .join(' · ')}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
