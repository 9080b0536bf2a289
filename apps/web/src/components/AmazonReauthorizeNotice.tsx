import { useTranslation } from 'react-i18next';

/** Where a seller re-authorizes an Amazon account Amazon no longer accepts. */
export const SHOP_AUTHORIZE_PATH = '/system-settings/shop-authorize';

/** Amazon refused a shop's authorization: one translated sentence and the way to fix it. */
export function AmazonReauthorizeNotice() {
  const { t } = useTranslation();
  return (
    <span>
      {t('request.amazonAuthorization')} <a href={SHOP_AUTHORIZE_PATH}>{t('request.reauthorize')}</a>
    </span>
  );
}
