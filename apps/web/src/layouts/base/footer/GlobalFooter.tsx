import { useTranslation } from 'react-i18next';
import { useThemeStore } from '@/features/theme';

export function GlobalFooter() {
  const { t } = useTranslation();
  const footer = useThemeStore((state) => state.settings.footer);
  return (
    <footer
      className={`tw-footer${footer.right ? ' tw-footer--right' : ''}${footer.fixed ? ' tw-footer--fixed' : ''}`}
    >
      {t('footer.copyright', { year: new Date().getFullYear() })}
    </footer>
  );
}
