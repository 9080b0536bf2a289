import { App, Button, ColorPicker, Divider, Drawer, Input, InputNumber, Segmented, Select, Switch, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/features/app-state';
import {
  useThemeStore,
  type CacheResetStrategy,
  type PageAnimation,
  type ScrollMode,
  type TabMode,
  type ThemeColorKey,
  type ThemeScheme,
  type ThemeSettings,
} from '@/features/theme';
import { LayoutModePicker } from './LayoutModePicker';
import { SettingRow } from './SettingRow';

const SCHEMES: ThemeScheme[] = ['light', 'dark', 'auto'];
const COLOR_KEYS: ThemeColorKey[] = ['primary', 'info', 'success', 'warning', 'error'];
const ANIMATIONS: PageAnimation[] = ['fade-slide', 'fade', 'fade-bottom', 'fade-scale', 'zoom-fade', 'zoom-out', 'none'];

function useSetting() {
  const update = useThemeStore((state) => state.update);
  return (change: (draft: ThemeSettings) => void) => update(change);
}

function SizeInput({ value, onChange, min = 0, max = 400 }: { value: number; onChange: (value: number) => void; min?: number; max?: number }) {
  return <InputNumber size="small" min={min} max={max} step={1} value={value} onChange={(next) => next !== null && onChange(next)} />;
}

function SchemeSection() {
  const { t } = useTranslation();
  const settings = useThemeStore((state) => state.settings);
  const set = useSetting();
  return (
    <>
      <Divider>{t('theme.schemeTitle')}</Divider>
      <Segmented
        block
        value={settings.themeScheme}
        options={SCHEMES.map((scheme) => ({ value: scheme, label: t(`theme.scheme.${scheme}`) }))}
        onChange={(value) => set((draft) => void (draft.themeScheme = value as ThemeScheme))}
      />
      <SettingRow label={t('theme.siderInverted')}>
        <Switch checked={settings.sider.inverted} onChange={(checked) => set((draft) => void (draft.sider.inverted = checked))} />
      </SettingRow>
      <SettingRow label={t('theme.grayscale')}>
        <Switch checked={settings.grayscale} onChange={(checked) => set((draft) => void (draft.grayscale = checked))} />
      </SettingRow>
      <SettingRow label={t('theme.colourWeakness')}>
        <Switch checked={settings.colourWeakness} onChange={(checked) => set((draft) => void (draft.colourWeakness = checked))} />
      </SettingRow>
    </>
  );
}

function ColorSection() {
  const { t } = useTranslation();
  const settings = useThemeStore((state) => state.settings);
  const set = useSetting();
  return (
    <>
      <Divider>{t('theme.themeColorTitle')}</Divider>
      <SettingRow label={t('theme.recommendColor')}>
        <Switch checked={settings.recommendColor} onChange={(checked) => set((draft) => void (draft.recommendColor = checked))} />
      </SettingRow>
      {COLOR_KEYS.map((key) => (
        <SettingRow key={key} label={t(`theme.themeColor.${key}`)}>
          {key === 'info' && (
            <Checkbox
              checked={settings.isInfoFollowPrimary}
              onChange={(event) => set((draft) => void (draft.isInfoFollowPrimary = event.target.checked))}
            >
              {t('theme.themeColor.followPrimary')}
            </Checkbox>
          )}
          <ColorPicker
            size="small"
            disabledAlpha
            disabled={key === 'info' && settings.isInfoFollowPrimary}
            value={settings.themeColors[key]}
            onChangeComplete={(color) => set((draft) => void (draft.themeColors[key] = color.toHexString()))}
          />
        </SettingRow>
      ))}
    </>
  );
}

function InterfaceSection() {
  const { t } = useTranslation();
  const settings = useThemeStore((state) => state.settings);
  const set = useSetting();
  const { page, header, tab, sider, footer, watermark } = settings;
  return (
    <>
      <Divider>{t('theme.otherTitle')}</Divider>
      <SettingRow label={t('theme.resetCacheStrategy.title')}>
        <Select<CacheResetStrategy>
          size="small"
          value={settings.resetCacheStrategy}
          options={(['close', 'refresh'] as const).map((value) => ({ value, label: t(`theme.resetCacheStrategy.${value}`) }))}
          onChange={(value) => set((draft) => void (draft.resetCacheStrategy = value))}
        />
      </SettingRow>
      <SettingRow label={t('theme.scrollMode.title')}>
        <Select<ScrollMode>
          size="small"
          value={settings.layout.scrollMode}
          options={(['wrapper', 'content'] as const).map((value) => ({ value, label: t(`theme.scrollMode.${value}`) }))}
          onChange={(value) => set((draft) => void (draft.layout.scrollMode = value))}
        />
      </SettingRow>
      <SettingRow label={t('theme.page.animate')}>
        <Switch checked={page.animate} onChange={(checked) => set((draft) => void (draft.page.animate = checked))} />
      </SettingRow>
      <SettingRow label={t('theme.page.mode.title')}>
        <Select<PageAnimation>
          size="small"
          disabled={!page.animate}
          value={page.animateMode}
          popupMatchSelectWidth={false}
          options={ANIMATIONS.map((value) => ({ value, label: t(`theme.page.mode.${value}`) }))}
          onChange={(value) => set((draft) => void (draft.page.animateMode = value))}
        />
      </SettingRow>
      <SettingRow label={t('theme.fixedHeaderAndTab')}>
        <Switch checked={settings.fixedHeaderAndTab} onChange={(checked) => set((draft) => void (draft.fixedHeaderAndTab = checked))} />
      </SettingRow>
      <SettingRow label={t('theme.header.height')}>
        <SizeInput min={40} max={120} value={header.height} onChange={(value) => set((draft) => void (draft.header.height = value))} />
      </SettingRow>
      <SettingRow label={t('theme.tab.visible')}>
        <Switch checked={tab.visible} onChange={(checked) => set((draft) => void (draft.tab.visible = checked))} />
      </SettingRow>
      <SettingRow label={t('theme.tab.cache')}>
        <Switch checked={tab.cache} onChange={(checked) => set((draft) => void (draft.tab.cache = checked))} />
      </SettingRow>
      <SettingRow label={t('theme.tab.height')}>
        <SizeInput min={28} max={80} value={tab.height} onChange={(value) => set((draft) => void (draft.tab.height = value))} />
      </SettingRow>
      <SettingRow label={t('theme.tab.mode.title')}>
        <Select<TabMode>
          size="small"
          value={tab.mode}
          options={(['chrome', 'button'] as const).map((value) => ({ value, label: t(`theme.tab.mode.${value}`) }))}
          onChange={(value) => set((draft) => void (draft.tab.mode = value))}
        />
      </SettingRow>
      <SettingRow label={t('theme.sider.width')}>
        <SizeInput min={120} max={400} value={sider.width} onChange={(value) => set((draft) => void (draft.sider.width = value))} />
      </SettingRow>
      <SettingRow label={t('theme.sider.collapsedWidth')}>
        <SizeInput min={48} max={120} value={sider.collapsedWidth} onChange={(value) => set((draft) => void (draft.sider.collapsedWidth = value))} />
      </SettingRow>
      <SettingRow label={t('theme.sider.mixWidth')}>
        <SizeInput min={64} max={200} value={sider.mixWidth} onChange={(value) => set((draft) => void (draft.sider.mixWidth = value))} />
      </SettingRow>
      <SettingRow label={t('theme.sider.mixChildMenuWidth')}>
        <SizeInput min={120} max={400} value={sider.mixChildMenuWidth} onChange={(value) => set((draft) => void (draft.sider.mixChildMenuWidth = value))} />
      </SettingRow>
      <SettingRow label={t('theme.footer.visible')}>
        <Switch checked={footer.visible} onChange={(checked) => set((draft) => void (draft.footer.visible = checked))} />
      </SettingRow>
      <SettingRow label={t('theme.footer.fixed')}>
        <Switch checked={footer.fixed} onChange={(checked) => set((draft) => void (draft.footer.fixed = checked))} />
      </SettingRow>
      <SettingRow label={t('theme.footer.height')}>
        <SizeInput min={24} max={120} value={footer.height} onChange={(value) => set((draft) => void (draft.footer.height = value))} />
      </SettingRow>
      <SettingRow label={t('theme.footer.right')}>
        <Switch checked={footer.right} onChange={(checked) => set((draft) => void (draft.footer.right = checked))} />
      </SettingRow>
      <SettingRow label={t('theme.watermark.visible')}>
        <Switch checked={watermark.visible} onChange={(checked) => set((draft) => void (draft.watermark.visible = checked))} />
      </SettingRow>
      <SettingRow label={t('theme.watermark.enableUserName')}>
        <Switch
          checked={watermark.enableUserName}
          onChange={(checked) => set((draft) => void (draft.watermark.enableUserName = checked))}
        />
      </SettingRow>
      <SettingRow label={t('theme.watermark.text')}>
        <Input
          size="small"
          value={watermark.text}
          maxLength={40}
          onChange={(event) => set((draft) => void (draft.watermark.text = event.target.value))}
        />
      </SettingRow>
      <SettingRow label={t('theme.header.multilingual')}>
        <Switch
          checked={header.multilingualVisible}
          onChange={(checked) => set((draft) => void (draft.header.multilingualVisible = checked))}
        />
      </SettingRow>
      <SettingRow label={t('theme.header.globalSearch')}>
        <Switch
          checked={header.globalSearchVisible}
          onChange={(checked) => set((draft) => void (draft.header.globalSearchVisible = checked))}
        />
      </SettingRow>
    </>
  );
}

function ConfigActions() {
  const { t } = useTranslation();
  const { message } = App.useApp();
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

export function ThemeDrawer() {
  const { t } = useTranslation();
  const open = useAppStore((state) => state.themeDrawerOpen);
  const setOpen = useAppStore((state) => state.setThemeDrawerOpen);
  return (
    <Drawer
      title={t('theme.title')}
      open={open}
      size={360}
      onClose={() => setOpen(false)}
      footer={<ConfigActions />}
      className="tw-theme-drawer"
    >
      <SchemeSection />
      <Divider>{t('theme.layoutTitle')}</Divider>
      <LayoutModePicker />
      <ColorSection />
      <InterfaceSection />
    </Drawer>
  );
}
