import type { ConnectedShop } from '@termwise/contracts';
import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SyncProgress } from './SyncProgress';
import { useCanManageShops, useShopAction, type ShopAction } from '@/features/shop';
import { syncTimes } from './zones';
import { scrollX } from '@/components/server-table';
import './shop.css';
import { useFeedback } from '@/features/feedback';

/** The shops of one connected account, with their sync state and the actions an admin may take. */
export function ShopTable({
  shops,
  authorizationLost,
}: {
  shops: ConnectedShop[];
  authorizationLost: boolean;
}) {
  const { t } = useTranslation();
  const canManage = useCanManageShops();
  const columns: TableColumnsType<ConnectedShop> = [
    {
      title: t('shop.column.shop'),
      dataIndex: 'name',
      render: (name: string, shop) => (
        <div className="tw-shop__times">
          <span>{name}</span>
          <span className="tw-shop__muted">
            {t('shop.column.profileId')} {shop.profileId}
          </span>
        </div>
      ),
    },
    {
      title: t('shop.column.marketplace'),
      dataIndex: 'countryCode',
      render: (code: string, shop) => `${code} · ${shop.region}`,
    },
    { title: t('shop.column.currency'), dataIndex: 'currencyCode' },
    { title: t('shop.column.timezone'), dataIndex: 'timezone' },
    {
      title: t('shop.column.type'),
      dataIndex: 'accountType',
      render: (type: string) => t(`shop.type.${type}`, { defaultValue: type }),
    },
    {
      title: t('shop.column.status'),
      dataIndex: 'status',
      render: (status: ConnectedShop['status'], shop) => (
        <Space direction="vertical" size={4}>
          <Tag color={status === 'active' ? 'success' : 'default'}>{t(`shop.status.${status}`)}</Tag>
          <SyncProgress shop={shop} authorizationLost={authorizationLost} />
        </Space>
      ),
    },
    {
      title: t('shop.column.lastSync'),
      dataIndex: 'lastSyncAt',
      render: (at: string | null, shop) => <LastSync at={at} timeZone={shop.timezone} />,
    },
    {
      title: t('shop.column.dataRange'),
      key: 'range',
      render: (_, shop) => (shop.dataFrom ? `${shop.dataFrom} ~ ${shop.dataTo}` : t('shop.noData')),
    },
  ];
  if (canManage) {
    columns.push({
      title: t('shop.column.actions'),
      key: 'actions',
      render: (_, shop) => <ShopActions shop={shop} />,
    });
  }
  return (
    <Table
      rowKey="shopId"
      columns={columns}
      dataSource={shops}
      pagination={false}
      size="middle"
      scroll={scrollX(1100, shops.length)}
    />
  );
}

function LastSync({ at, timeZone }: { at: string | null; timeZone: string }) {
  const { t } = useTranslation();
  if (!at) return <span className="tw-shop__muted">{t('shop.never')}</span>;
  const times = syncTimes(at, timeZone);
  return (
    <div className="tw-shop__times">
      <span>{t('shop.lastSyncLa', { time: times.losAngeles })}</span>
      <span className="tw-shop__muted">{t('shop.lastSyncLocal', { time: times.shop })}</span>
    </div>
  );
}

const DONE_MESSAGES: Record<ShopAction, string> = {
  sync: 'shop.syncStarted',
  pause: 'shop.paused',
  resume: 'shop.resumed',
  remove: 'shop.removed',
};

function ShopActions({ shop }: { shop: ConnectedShop }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const action = useShopAction();
  const busy = action.isPending && action.variables?.shopId === shop.shopId;
  const syncing = shop.job?.state === 'queued' || shop.job?.state === 'running';
  const run = (name: ShopAction) =>
    action.mutate(
      { action: name, shopId: shop.shopId },
      { onSuccess: () => void message.success(t(DONE_MESSAGES[name], { name: shop.name })) },
    );
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        type="link"
        disabled={busy || syncing || shop.status === 'paused'}
        onClick={() => run('sync')}
      >
        {t('shop.sync')}
      </Button>
      {shop.status === 'active' ? (
        <Button size="small" type="link" disabled={busy} onClick={() => run('pause')}>
          {t('shop.pause')}
        </Button>
      ) : (
        <Button size="small" type="link" disabled={busy} onClick={() => run('resume')}>
          {t('shop.resume')}
        </Button>
      )}
      <Popconfirm title={t('shop.removeConfirm', { name: shop.name })} onConfirm={() => run('remove')}>
        <Button size="small" type="link" danger disabled={busy}>
          {t('shop.remove')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
