import { Button, List, Typography } from 'antd';
import type { HarvestPendingShop } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';

interface HarvestNoticesProps {
  shops: HarvestPendingShop[];
  /** How many shops are listed; with more, a link opens the queue of every shop. */
  shown: number;
  /** null: every shop's waiting harvests. */
  onOpen(shop: HarvestPendingShop | null): void;
}

/**
 * One line per shop with harvests waiting for a person: proposals to decide and failed ones to confirm
 * again. The button's name differs from the negations' "go handle", so the two never get mixed up.
 */
export function HarvestNotices({ shops, shown, onOpen }: HarvestNoticesProps) {
  const { t } = useTranslation();
  const waiting = (shop: HarvestPendingShop) =>
    [
      shop.pending > 0 && t('notification.harvestsPending', { count: shop.pending }),
      shop.failed > 0 && t('notification.harvestsFailed', { count: shop.failed }),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <>
      <List
        className="tw-notifications__harvests"
        header={<Typography.Text type="secondary">{t('notification.harvests')}</Typography.Text>}
        dataSource={shops.slice(0, shown)}
        renderItem={(shop) => (
          <List.Item
            actions={[
              <Button key="open" type="link" size="small" onClick={() => onOpen(shop)}>
                {t('notification.openHarvests')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={<Typography.Text ellipsis={{ tooltip: shop.shopName }}>{shop.shopName}</Typography.Text>}
              description={waiting(shop)}
            />
          </List.Item>
        )}
      />
      {shops.length > shown && (
        <Button type="link" block onClick={() => onOpen(null)}>
          {t('notification.allHarvests')}
        </Button>
      )}
    </>
  );
}
