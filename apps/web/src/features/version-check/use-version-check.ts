import { useEffect } from 'react';

import { useTranslation } from 'react-i18next';
import { createVersionChecker } from './version-checker';
import { useFeedback } from '@/features/feedback';

const CHECK_EVERY_MS = 180_000;

/** Every 3 minutes while the tab is visible, offers a reload when a newer build has been deployed. */
export function useVersionCheck(): void {
  const { modal } = useFeedback();
  const { t } = useTranslation();

  useEffect(() => {
    const ownBuildTime = import.meta.env.VITE_BUILD_TIME;
    if (!ownBuildTime || import.meta.env.DEV) return;
    const check = createVersionChecker({
      ownBuildTime,
      fetchServedHtml: async () =>
        (await fetch(`/index.html?time=${Date.now()}`, { cache: 'no-store' })).text(),
      isPageVisible: () => document.visibilityState === 'visible',
      offerReload: (onDismiss) =>
        modal.confirm({
          title: t('system.updateTitle'),
          content: t('system.updateContent'),
          okText: t('system.updateConfirm'),
          cancelText: t('system.updateCancel'),
          onOk: () => window.location.reload(),
          onCancel: onDismiss,
        }),
    });
    const timer = setInterval(() => void check(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [modal, t]);
}
