import './bot.css';
import { useState } from 'react';
import { Alert, Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { BotView } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/features/auth';
import { formatUsWestTime } from '@/utils/format';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { BotFormDrawer } from './BotFormDrawer';
import { DeliveriesDrawer, DeliveryStatus } from './DeliveriesDrawer';
import { useBots, useDeleteBot, useTestSend } from './use-bots';
import { scrollX } from '@/components/server-table';
import { useFeedback } from '@/features/feedback';

const ADMINS = ['R_SUPER', 'R_ADMIN'];

/** The business-config tab: the organisation's bots, test send, the delivery log. */
export function BotPanel() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const isAdmin = useAuthStore((state) => state.user?.roles.some((role) => ADMINS.includes(role)) ?? false);
  const bots = useBots(isAdmin);
  const remove = useDeleteBot();
  const testSend = useTestSend();
  const [editing, setEditing] = useState<BotView | 'new' | null>(null);
  const [logOf, setLogOf] = useState<BotView | null>(null);

  if (!isAdmin) return <Alert type="info" showIcon title={t('bot.adminsOnly')} />;

  const send = (bot: BotView) =>
    testSend.mutateAsync(bot.id).then((delivery) => {
      if (delivery.status === 'sent') message.success(t('bot.testSent'));
      else {
        const why = delivery.failureReason ? t(`bot.failure.${delivery.failureReason}`) : '';
        const code =
          delivery.platformCode === null ? null : t('bot.delivery.code', { code: delivery.platformCode });
        const how = [delivery.statusClass, code].filter((part) => part !== null).join(', ');
        message.error(t('bot.testFailed', { reason: how ? `${why} (${how})` : why }));
      }
      setLogOf(bot);
    }, ignoreShownFailure);

  return (
    <Space orientation="vertical" size={12} className="tw-bot-panel">
      <Typography.Paragraph type="secondary">{t('bot.intro')}</Typography.Paragraph>
      <Button type="primary" onClick={() => setEditing('new')}>
        {t('bot.add')}
      </Button>
      <Table<BotView>
        rowKey="id"
        size="small"
        loading={bots.isFetching}
        dataSource={bots.data?.rows ?? []}
        pagination={false}
        scroll={scrollX('max-content', bots.data?.rows.length ?? 0)}
        locale={{ emptyText: t('bot.empty') }}
        columns={[
          // Pinned: on a phone the settings scroll under the bot they belong to.
          { title: t('bot.column.name'), dataIndex: 'name', fixed: 'left', width: 140 },
          {
            title: t('bot.column.channel'),
            dataIndex: 'channel',
            render: (channel: string) => t(`bot.channel.${channel}`),
          },
          {
            title: t('bot.column.webhook'),
            dataIndex: 'webhookUrlMasked',
            render: (value: string) => <Typography.Text className="tw-bot-url">{value}</Typography.Text>,
          },
          {
            title: t('bot.column.schedule'),
            key: 'schedule',
            render: (_, bot) => `${bot.sendTime} ${bot.timezone}`,
          },
          {
            title: t('bot.column.language'),
            dataIndex: 'language',
            render: (value: string) => t(`bot.language.${value}`),
          },
          {
            title: t('bot.column.enabled'),
            dataIndex: 'enabled',
            render: (enabled: boolean) => (
              <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'bot.on' : 'bot.off')}</Tag>
            ),
          },
          {
            title: t('bot.column.last'),
            key: 'last',
            render: (_, bot) =>
              bot.lastDelivery ? (
                <Space size={4}>
                  <DeliveryStatus status={bot.lastDelivery.status} />
                  {formatUsWestTime(Date.parse(bot.lastDelivery.time))} PT
                </Space>
              ) : (
                '—'
              ),
          },
          {
            title: t('bot.column.actions'),
            key: 'actions',
            render: (_, bot) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  type="primary"
                  ghost
                  loading={testSend.isPending && testSend.variables === bot.id}
                  onClick={() => void send(bot)}
                >
                  {t('bot.testSend')}
                </Button>
                <Button size="small" onClick={() => setLogOf(bot)}>
                  {t('bot.deliveries')}
                </Button>
                <Button size="small" onClick={() => setEditing(bot)}>
                  {t('bot.edit')}
                </Button>
                <Popconfirm
                  title={t('bot.deleteConfirm', { name: bot.name })}
                  onConfirm={() =>
                    remove
                      .mutateAsync(bot.id)
                      .then(() => message.success(t('bot.deleted')), ignoreShownFailure)
                  }
                >
                  <Button size="small" danger>
                    {t('bot.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <BotFormDrawer bot={editing} onClose={() => setEditing(null)} />
      <DeliveriesDrawer bot={logOf} onClose={() => setLogOf(null)} />
    </Space>
  );
}
