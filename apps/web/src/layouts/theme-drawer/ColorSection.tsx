import { Checkbox, Divider } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRecommendedColor, useThemeStore, type ThemeColorKey } from '@/features/theme';
import { SwitchSetting } from './controls';
import { ColorSwatch } from './ColorSwatch';
import { SettingRow } from './SettingRow';

const COLOR_KEYS: ThemeColorKey[] = ['primary', 'info', 'success', 'warning', 'error'];

export function ColorSection() {
  const { t } = useTranslation();
  const { themeColors, isInfoFollowPrimary } = useThemeStore((state) => state.settings);
  const update = useThemeStore((state) => state.update);
  // Loaded before the switch can be flipped, so turning it on never suspends the app.
  useEffect(() => void loadRecommendedColor(), []);
  return (
    <>
      <Divider>{t('theme.themeColorTitle')}</Divider>
      <SwitchSetting
        label={t('theme.recommendColor')}
        pick={(settings) => settings.recommendColor}
        apply={(draft, value) => {
          draft.recommendColor = value;
        }}
      />
      {COLOR_KEYS.map((key) => (
        <SettingRow key={key} label={t(`theme.themeColor.${key}`)}>
          {key === 'info' && (
            <Checkbox
              checked={isInfoFollowPrimary}
              onChange={(event) =>
                update((draft) => {
                  draft.isInfoFollowPrimary = event.target.checked;
                })
              }
            >
              {t('theme.themeColor.followPrimary')}
            </Checkbox>
          )}
          <ColorSwatch
            label={t(`theme.themeColor.${key}`)}
            disabled={key === 'info' && isInfoFollowPrimary}
            value={themeColors[key]}
            onChange={(hex) =>
              update((draft) => {
                draft.themeColors[key] = hex;
              })
            }
          />
        </SettingRow>
      ))}
    </>
  );
}
