import { Divider, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeStore, type ThemeScheme } from '@/features/theme';
import { SwitchSetting } from './controls';

const SCHEMES: ThemeScheme[] = ['light', 'dark', 'auto'];

export function SchemeSection() {
  const { t } = useTranslation();
  const scheme = useThemeStore((state) => state.settings.themeScheme);
  const update = useThemeStore((state) => state.update);
  return (
    <>
      <Divider>{t('theme.schemeTitle')}</Divider>
      <Segmented<ThemeScheme>
        aria-label={t('theme.schemeTitle')}
        block
        value={scheme}
        options={SCHEMES.map((value) => ({ value, label: t(`theme.scheme.${value}`) }))}
        onChange={(value) =>
          update((draft) => {
            draft.themeScheme = value;
          })
        }
      />
      <SwitchSetting
        label={t('theme.siderInverted')}
        pick={(settings) => settings.sider.inverted}
        apply={(draft, value) => {
          draft.sider.inverted = value;
        }}
      />
      <SwitchSetting
        label={t('theme.grayscale')}
        pick={(settings) => settings.grayscale}
        apply={(draft, value) => {
          draft.grayscale = value;
        }}
      />
      <SwitchSetting
        label={t('theme.colourWeakness')}
        pick={(settings) => settings.colourWeakness}
        apply={(draft, value) => {
          draft.colourWeakness = value;
        }}
      />
    </>
  );
}
