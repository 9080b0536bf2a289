import { WechatOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { BackToLogin } from './BackToLogin';

const wechatAppId = import.meta.env.VITE_WECHAT_APP_ID;

/** WeChat's own QR page for web apps; scanning it comes back here with a code to bind. */
function wechatQrUrl(appId: string): string {
  const query = new URLSearchParams({
    appid: appId,
    redirect_uri: `${window.location.origin}/login/bind-wechat`,
    response_type: 'code',
    scope: 'snsapi_login',
  });
  return `https://open.weixin.qq.com/connect/qrconnect?${query}#wechat_redirect`;
}

/** WeChat binding needs an app registered with WeChat; without one there is nothing to scan. */
export function BindWechat() {
  const { t } = useTranslation();
  return (
    <>
      {wechatAppId ? (
        <div className="tw-login__wechat-qr">
          <p>{t('page.login.wechatScan', { appId: wechatAppId })}</p>
          <iframe
            title="WeChat"
            src={wechatQrUrl(wechatAppId)}
            sandbox="allow-scripts allow-same-origin allow-top-navigation"
          />
        </div>
      ) : (
        <Result
          status="info"
          icon={<WechatOutlined className="tw-login__wechat" />}
          title={t('page.login.wechatNotConfigured')}
          subTitle={t('page.login.wechatNotConfiguredDetail')}
        />
      )}
      <BackToLogin />
    </>
  );
}
