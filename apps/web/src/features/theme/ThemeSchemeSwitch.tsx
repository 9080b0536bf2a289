import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ThemeScheme } from './settings';
import { useThemeStore } from './store';

const NEXT: Record<ThemeScheme, ThemeScheme> = { light: 'dark', dark: 'auto', auto: 'light' };
const ICONS: Record<ThemeScheme, typeof SunOutlined> = {
  light: SunOutlined,
  dark: MoonOutlined,
  auto: DesktopOutlined,
};

/** Cycles light -> dark -> auto. */
export function ThemeSchemeSwitch() {
  const { t } = useTranslation();
  const scheme = useThemeStore((state) => state.settings.themeScheme);
  const update = useThemeStore((state) => state.update);
  const Icon = ICONS[scheme];
  return (
    <Tooltip title={t(`theme.scheme.${scheme}`)} placement="bottom">
      <Button
        type="text"
        aria-label={t('theme.schemeTitle')}
        icon={<Icon className="tw-header__icon" />}
        onClick={() =>
          update((draft) => {
            draft.themeScheme = NEXT[scheme];
          })
        }
      />
    </Tooltip>
  );
}
