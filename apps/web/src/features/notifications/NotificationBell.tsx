import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HARVEST_QUEUE_PATH, useWaitingHarvests } from '@/features/harvest';
import { useKeywordLogModal } from '@/features/keyword-log';
import type { HarvestPendingShop } from '@termwise/contracts';
import type { NegationNotification } from '@/service/api/notification';
import { HarvestNotices } from './HarvestNotices';
import { useNegationNotifications } from './use-negation-notifications';

const SHOWN = 2;
const OPERATION_LOGS = '/system-settings/operation-logs';

export function NotificationBell() {
  const { t } = useTranslation();
  const { data = [], refetch } = useNegationNotifications();
  const { data: harvestShops = [], refetch: refetchHarvests } = useWaitingHarvests();
  const navigate = useNavigate();
  const openKeywordLog = useKeywordLogModal((state) => state.open);
  const [open, setOpen] = useState(false);
  // A shop with harvests waiting is one message, beside each product's negations.
  const messages = data.length + harvestShops.length;
  const count = messages > 9 ? '9+' : messages || '';

  const goTo = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  // The queue opens on the shop's proposals, or on its failed harvests when only those wait.
  const openHarvests = (shop: HarvestPendingShop | null) => {
    setOpen(false);
    const harvestStatus = shop && shop.pending === 0 ? 'failed' : 'pending';
    navigate(HARVEST_QUEUE_PATH, { state: { harvestShopId: shop?.shopId, harvestStatus } });
  };
  const act = (item: NegationNotification) => {
    setOpen(false);
    if (item.flag === 1) {
      openKeywordLog({
        imgUrl: item.pictureUrl,
        asin: item.asin,
        skuTitle: item.iteamName,
        flag: 1,
        endDate: item.time.slice(0, 10),
        shopId: item.shopId,
      });
    } else {
      const only = new URLSearchParams({ unhandled: '1', shopId: item.shopId, asin: item.asin });
      goTo(`${OPERATION_LOGS}?${only.toString()}`);
    }
  };

  const content = (
    <div className="tw-notifications">
      {messages === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notification.empty')} />}
      {data.length > 0 && (
        <List
          dataSource={data.slice(0, SHOWN)}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button key="act" type="link" size="small" onClick={() => act(item)}>
                  {item.flag === 1 ? t('notification.view') : t('notification.goHandle')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<img className="tw-notifications__img" src={item.pictureUrl} alt={item.asin} />}
                title={
                  <Typography.Text ellipsis={{ tooltip: item.iteamName }}>{item.iteamName}</Typography.Text>
                }
                description={
                  <>
                    <div>
                      {item.asin} ·{' '}
                      {t(
                        item.flag === 1
                          ? 'notification.preciselyNegated'
                          : 'notification.pendingConfirmation',
                        { count: item.num },
                      )}
                    </div>
                    <div>{item.time}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      {data.length > SHOWN && (
        <Button type="link" block onClick={() => goTo(OPERATION_LOGS)}>
          {t('notification.viewMore')}
        </Button>
      )}
      {harvestShops.length > 0 && <HarvestNotices shops={harvestShops} shown={SHOWN} onOpen={openHarvests} />}
    </div>
  );

  return (
    <Popover
      content={content}
      title={t('notification.title')}
      trigger="click"
      placement="bottomRight"
      styles={{ container: { width: 360, maxWidth: 'calc(100vw - 16px)' } }}
      // On a phone the bell sits right of the middle: 360 px to its left would leave the screen.
      align={{ overflow: { adjustX: true, shiftX: true, adjustY: true } }}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          void refetch();
          void refetchHarvests();
        }
      }}
    >
      {/* The name carries the visible count, so a voice-control user can say what they see (WCAG 2.5.3). */}
      <Button
        type="text"
        aria-label={count ? `${t('notification.title')} ${count}` : t('notification.title')}
      >
        <Badge count={messages} overflowCount={9} size="small">
          <BellOutlined className="tw-header__icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
