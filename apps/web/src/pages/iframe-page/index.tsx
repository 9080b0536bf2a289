import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { checkEmbeddable, parseAllowlist } from './embeddable';

const allowlist = parseAllowlist(import.meta.env.VITE_IFRAME_ALLOWLIST);

export default function IframePage() {
  const { t } = useTranslation();
  const { url = '' } = useParams();
  const check = checkEmbeddable(url, allowlist);
  if (!check.ok) {
    const message =
      check.reason === 'origin'
        ? t('page.iframe.notAllowed', { origin: check.origin })
        : t(check.reason === 'protocol' ? 'page.iframe.onlyHttp' : 'page.iframe.invalidUrl');
    return <Result status="warning" title={message} />;
  }
  return (
    <iframe
      className="tw-iframe"
      src={check.url}
      title={check.url}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
