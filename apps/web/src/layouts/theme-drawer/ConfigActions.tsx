import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '@/features/theme';
import { useFeedback } from '@/features/feedback';

export function ConfigActions() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const settings = useThemeStore((state) => state.settings);
  const reset = useThemeStore((state) => state.reset);
  const copy = async () => {
    await navigator.clipboard.writeText(JSON.stringify(settings, null, 2));
    void message.success(t('theme.configOperation.copySuccess'));
  };
  return (
    <div className="tw-theme-drawer__actions">
      <Button
        danger
        onClick={() => {
          reset();
          void message.success(t('theme.configOperation.resetSuccess'));
        }}
      >
        {t('theme.configOperation.resetConfig')}
      </Button>
      <Button type="primary" onClick={() => void copy()}>
        {t('theme.configOperation.copyConfig')}
      </Button>
    </div>
  );
}
