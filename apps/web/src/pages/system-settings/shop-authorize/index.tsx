import type { AmazonRegion } from '@termwise/contracts';
import { Alert, Button, Card, Empty, Select, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authorizeSellingPartner, authorizeShop, reauthorizeAccount } from '@/service/api/shop';
import { AccountCard } from './AccountCard';
import { useCanManageShops, useShopList } from '@/features/shop';
import './shop.css';
import { useFeedback } from '@/features/feedback';

/** Login with Amazon's regions: the seller consents where their Amazon account lives. */
const REGIONS: AmazonRegion[] = ['NA', 'EU', 'FE'];

/**
 * Connected Amazon accounts and their shops. Authorizing leaves for Amazon's consent page (Login with Amazon
 * for the Ads API, Seller Central for SP-API); Amazon sends the browser back here with `?authorized=<shops>`,
 * `?sellingPartnerAuthorized=1` or `?authError=<reason>`, which is shown once.
 */
export default function ShopAuthorizePage() {
  const { t } = useTranslation();
  const canManage = useCanManageShops();
  const list = useShopList();
  const [leaving, setLeaving] = useState(false);
  const [region, setRegion] = useState<AmazonRegion>('NA');
  useAuthorizationOutcome();

  const goToConsent = async (consent: () => Promise<{ url: string }>) => {
    setLeaving(true);
    try {
      window.location.assign((await consent()).url);
    } catch {
      setLeaving(false);
    }
  };

  const accounts = list.data?.accounts ?? [];
  return (
    <Card
      title={
        <div className="tw-shop__header">
          <span>{t('shop.title')}</span>
          {canManage && (
            <Space wrap>
              <Select
                aria-label={t('shop.authRegion')}
                value={region}
                onChange={setRegion}
                options={REGIONS.map((value) => ({ value, label: t(`shop.authRegions.${value}`) }))}
              />
              <Button
                type="primary"
                loading={leaving}
                onClick={() => void goToConsent(() => authorizeShop(region))}
              >
                {t('shop.authorize')}
              </Button>
            </Space>
          )}
        </div>
      }
    >
      <Alert
        type="info"
        showIcon
        message={t('shop.intro')}
        description={canManage ? undefined : t('shop.readOnly')}
      />
      <div className="tw-shop__accounts">
        {list.isPending && <Skeleton active />}
        {list.isSuccess && accounts.length === 0 && <Empty description={t('shop.empty')} />}
        {accounts.map((account) => (
          <AccountCard
            key={account.grantId}
            account={account}
            canManage={canManage}
            onReauthorize={() => void goToConsent(() => reauthorizeAccount(account.grantId))}
            onAuthorizeSellingPartner={() => void goToConsent(() => authorizeSellingPartner(account.grantId))}
          />
        ))}
      </div>
    </Card>
  );
}

/** Shows what Amazon's redirect reported, then drops it from the URL so a reload does not repeat it. */
function useAuthorizationOutcome() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [search, setSearch] = useSearchParams();
  const authorized = search.get('authorized');
  const sellingPartner = search.get('sellingPartnerAuthorized');
  const authError = search.get('authError');
  useEffect(() => {
    if (authorized === null && sellingPartner === null && authError === null) return;
    if (authorized !== null) void message.success(t('shop.authorized', { count: Number(authorized) }));
    if (sellingPartner !== null) void message.success(t('shop.sellingPartner.done'));
    if (authError !== null) {
      const reason = t(`shop.authErrors.${authError}`, { defaultValue: authError });
      void message.error(t('shop.authError', { reason }));
    }
    setSearch({}, { replace: true });
  }, [authorized, sellingPartner, authError, message, setSearch, t]);
}
