import type { ConnectedAccount } from '@termwise/contracts';
import { Button, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShopTable } from './ShopTable';
import { formatUsWestTime } from '@/utils/format';
import './shop.css';

/** One connected Amazon seller account and its shops. */
export function AccountCard(props: {
  account: ConnectedAccount;
  canManage: boolean;
  onReauthorize(): void;
  /** Seller Central's authorization of the Selling Partner API for this account. */
  onAuthorizeSellingPartner(): void;
}) {
  const { account, canManage, onReauthorize, onAuthorizeSellingPartner } = props;
  const sellingPartnerAt = account.sellingPartnerAuthorizedAt;
  const { t } = useTranslation();
  const title = (
    <Space wrap>
      <span>{account.accountName}</span>
      <Tag color={account.mode === 'sandbox' ? 'purple' : 'blue'}>{t(`shop.mode.${account.mode}`)}</Tag>
      <Tag color={account.status === 'active' ? 'success' : 'error'}>
        {t(`shop.accountStatus.${account.status}`)}
      </Tag>
      <Tag color={sellingPartnerAt ? 'success' : 'default'}>
        {sellingPartnerAt
          ? t('shop.sellingPartner.authorizedAt', { time: formatUsWestTime(new Date(sellingPartnerAt)) })
          : t('shop.sellingPartner.missing')}
      </Tag>
      {sellingPartnerAt && (
        <span className="tw-shop__muted tw-shop__marketplaces">
          {account.sellingPartnerMarketplaces
            ? t('shop.sellingPartner.marketplaces', {
                list: account.sellingPartnerMarketplaces.map((one) => one.countryCode).join(' · '),
              })
            : t('shop.sellingPartner.marketplacesUnknown')}
        </span>
      )}
      <span className="tw-shop__muted">
        <span className="tw-nowrap">{account.accountId}</span> ·{' '}
        <span className="tw-nowrap">
          {t('shop.connectedAt', { time: formatUsWestTime(new Date(account.connectedAt)) })}
        </span>
        {account.connectedByName && (
          <>
            {' '}
            <span className="tw-nowrap">{t('shop.connectedBy', { name: account.connectedByName })}</span>
          </>
        )}
      </span>
    </Space>
  );
  const extra = canManage ? (
    <Space wrap>
      <Button size="small" onClick={onAuthorizeSellingPartner}>
        {t(sellingPartnerAt ? 'shop.sellingPartner.reauthorize' : 'shop.sellingPartner.authorize')}
      </Button>
      <Button size="small" onClick={onReauthorize}>
        {t('shop.reauthorize')}
      </Button>
    </Space>
  ) : null;
  return (
    <Card title={title} extra={extra} size="small" className="tw-shop__account">
      <ShopTable shops={account.shops} authorizationLost={account.status === 'revoked'} />
    </Card>
  );
}
