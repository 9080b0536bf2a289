import { useEffect, useState } from 'react';
import copy from 'copy-to-clipboard';
import { useTranslation } from 'react-i18next';
import './copy-button.css';

const COPIED_SHOWN_MS = 3000;

/**
 * Copies a text (an ASIN, say) with one click and shows a tick for a moment. A plain button drawn by CSS
 * with a native hint: antd's Typography `copyable` brings a tooltip, an icon component and text measuring
 * to every row, about a fifth of the first screen's longest task in a table of twenty products.
 */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? t('common.copied') : t('common.copy');
  return (
    <button
      type="button"
      className={copied ? 'tw-copy-button tw-copy-button--copied' : 'tw-copy-button'}
      aria-label={`${label} ${text}`}
      title={label}
      // The library falls back to execCommand where the page is not a secure context (plain HTTP on a LAN).
      onClick={() => void copy(text).then(setCopied)}
    />
  );
}
