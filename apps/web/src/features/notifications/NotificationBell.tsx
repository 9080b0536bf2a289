import { useState } from 'react';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useKeywordLogModal } from '@/features/keyword-log';
import type { NegationNotification } from '@/service/api/notification';
import { useNegationNotifications } from './use-negation-notifications';

const SHOWN = 2;
const OPERATION_LOGS = '/system-settings/operation-logs';

export function NotificationBell() {
  const { t } = useTranslation();
  const { data = [], refetch } = useNegationNotifications();
  const navigate = useNavigate();
  const openKeywordLog = useKeywordLogModal((state) => state.open);
  const [open, setOpen] = useState(false);
  const count = data.length > 9 ? '9+' : data.length || '';

  const goTo = (path: string) => {
    setOpen(false);
    navigate(path);
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
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notification.empty')} />
      ) : (
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
    </div>
  );

  return (
    <Popover
      content={content}
      title={t('notification.title')}
      trigger="click"
      placement="bottomRight"
      styles={{ container: { width: 360 } }}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void refetch();
      }}
    >
      {/* The name carries the visible count, so a voice-control user can say what they see (WCAG 2.5.3). */}
      <Button
        type="text"
        aria-label={count ? `${t('notification.title')} ${count}` : t('notification.title')}
      >
        <Badge count={data.length} overflowCount={9} size="small">
          <BellOutlined className="tw-header__icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
