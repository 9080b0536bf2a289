import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  useThemeStore,
  type CacheResetStrategy,
  type PageAnimation,
  type ScrollMode,
  type TabMode,
} from '@/features/theme';
import { SelectSetting, SwitchSetting, TextSetting } from './controls';

const ANIMATIONS: PageAnimation[] = [
  'fade-slide',
  'fade',
  'fade-bottom',
  'fade-scale',
  'zoom-fade',
  'zoom-out',
  'none',
];

/** How pages behave: caching, scrolling, animation, tabs and the header buttons that can be hidden. */
export function PageSection() {
  const { t } = useTranslation();
  const animate = useThemeStore((state) => state.settings.page.animate);
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <>
      <Divider>{t('theme.otherTitle')}</Divider>
      <SelectSetting<CacheResetStrategy>
        label={t('theme.resetCacheStrategy.title')}
        options={options(['close', 'refresh'], 'theme.resetCacheStrategy')}
        pick={(settings) => settings.resetCacheStrategy}
        apply={(draft, value) => {
          draft.resetCacheStrategy = value;
        }}
      />
      <SelectSetting<ScrollMode>
        label={t('theme.scrollMode.title')}
        options={options(['wrapper', 'content'], 'theme.scrollMode')}
        pick={(settings) => settings.layout.scrollMode}
        apply={(draft, value) => {
          draft.layout.scrollMode = value;
        }}
      />
      <SwitchSetting
        label={t('theme.page.animate')}
        pick={(settings) => settings.page.animate}
        apply={(draft, value) => {
          draft.page.animate = value;
        }}
      />
      <SelectSetting<PageAnimation>
        label={t('theme.page.mode.title')}
        disabled={!animate}
        options={options(ANIMATIONS, 'theme.page.mode')}
        pick={(settings) => settings.page.animateMode}
        apply={(draft, value) => {
          draft.page.animateMode = value;
        }}
      />
      <SwitchSetting
        label={t('theme.fixedHeaderAndTab')}
        pick={(settings) => settings.fixedHeaderAndTab}
        apply={(draft, value) => {
          draft.fixedHeaderAndTab = value;
        }}
      />
      <SwitchSetting
        label={t('theme.tab.visible')}
        pick={(settings) => settings.tab.visible}
        apply={(draft, value) => {
          draft.tab.visible = value;
        }}
      />
      <SwitchSetting
        label={t('theme.tab.cache')}
        pick={(settings) => settings.tab.cache}
        apply={(draft, value) => {
          draft.tab.cache = value;
        }}
      />
      <SelectSetting<TabMode>
        label={t('theme.tab.mode.title')}
        options={options(['chrome', 'button'], 'theme.tab.mode')}
        pick={(settings) => settings.tab.mode}
        apply={(draft, value) => {
          draft.tab.mode = value;
        }}
      />
      <SwitchSetting
        label={t('theme.footer.visible')}
        pick={(settings) => settings.footer.visible}
        apply={(draft, value) => {
          draft.footer.visible = value;
        }}
      />
      <SwitchSetting
        label={t('theme.footer.fixed')}
        pick={(settings) => settings.footer.fixed}
        apply={(draft, value) => {
          draft.footer.fixed = value;
        }}
      />
      <SwitchSetting
        label={t('theme.footer.right')}
        pick={(settings) => settings.footer.right}
        apply={(draft, value) => {
          draft.footer.right = value;
        }}
      />
      <SwitchSetting
        label={t('theme.header.multilingual')}
        pick={(settings) => settings.header.multilingualVisible}
        apply={(draft, value) => {
          draft.header.multilingualVisible = value;
        }}
      />
      <SwitchSetting
        label={t('theme.header.globalSearch')}
        pick={(settings) => settings.header.globalSearchVisible}
        apply={(draft, value) => {
          draft.header.globalSearchVisible = value;
        }}
      />
      <SwitchSetting
        label={t('theme.watermark.visible')}
        pick={(settings) => settings.watermark.visible}
        apply={(draft, value) => {
          draft.watermark.visible = value;
        }}
      />
      <SwitchSetting
        label={t('theme.watermark.enableUserName')}
        pick={(settings) => settings.watermark.enableUserName}
        apply={(draft, value) => {
          draft.watermark.enableUserName = value;
        }}
      />
      <TextSetting
        label={t('theme.watermark.text')}
        pick={(settings) => settings.watermark.text}
        apply={(draft, value) => {
          draft.watermark.text = value;
        }}
      />
    </>
  );
}
