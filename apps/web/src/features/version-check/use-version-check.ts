import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { readBuildTime } from './build-time';

const CHECK_EVERY_MS = 180_000;

async function fetchServedBuildTime(): Promise<string | null> {
  const response = await fetch(`/index.html?time=${Date.now()}`, { cache: 'no-store' });
  return readBuildTime(await response.text());
}

/** Every 3 minutes while the tab is visible, offers a reload when a newer build has been deployed. */
export function useVersionCheck(): void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const noticeOpen = useRef(false);

  useEffect(() => {
    const ownBuildTime = import.meta.env.VITE_BUILD_TIME;
    if (!ownBuildTime || import.meta.env.DEV) return;
    const check = async () => {
      if (document.visibilityState !== 'visible' || noticeOpen.current) return;
      try {
        const served = await fetchServedBuildTime();
        if (!served || served === ownBuildTime) return;
        noticeOpen.current = true;
        modal.confirm({
          title: t('system.updateTitle'),
          content: t('system.updateContent'),
          okText: t('system.updateConfirm'),
          cancelText: t('system.updateCancel'),
          onOk: () => window.location.reload(),
          // Dismissed: ask again at the next check.
          onCancel: () => {
            noticeOpen.current = false;
          },
        });
      } catch (error) {
        console.error('version check failed', error);
      }
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [modal, t]);
}
