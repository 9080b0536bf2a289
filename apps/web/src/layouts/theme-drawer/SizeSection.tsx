import { Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { SizeSetting } from './controls';

/** Sizes in pixels of the frame's parts. */
export function SizeSection() {
  const { t } = useTranslation();
  return (
    <>
      <Divider>{t('theme.sizeTitle')}</Divider>
      <SizeSetting
        label={t('theme.header.height')}
        min={40}
        max={120}
        pick={(settings) => settings.header.height}
        apply={(draft, value) => {
          draft.header.height = value;
        }}
      />
      <SizeSetting
        label={t('theme.tab.height')}
        min={28}
        max={80}
        pick={(settings) => settings.tab.height}
        apply={(draft, value) => {
          draft.tab.height = value;
        }}
      />
      <SizeSetting
        label={t('theme.sider.width')}
        min={120}
        max={400}
        pick={(settings) => settings.sider.width}
        apply={(draft, value) => {
          draft.sider.width = value;
        }}
      />
      <SizeSetting
        label={t('theme.sider.collapsedWidth')}
        min={48}
        max={120}
        pick={(settings) => settings.sider.collapsedWidth}
        apply={(draft, value) => {
          draft.sider.collapsedWidth = value;
        }}
      />
      <SizeSetting
        label={t('theme.sider.mixWidth')}
        min={64}
        max={200}
        pick={(settings) => settings.sider.mixWidth}
        apply={(draft, value) => {
          draft.sider.mixWidth = value;
        }}
      />
      <SizeSetting
        label={t('theme.sider.mixChildMenuWidth')}
        min={120}
        max={400}
        pick={(settings) => settings.sider.mixChildMenuWidth}
        apply={(draft, value) => {
          draft.sider.mixChildMenuWidth = value;
        }}
      />
      <SizeSetting
        label={t('theme.footer.height')}
        min={24}
        max={120}
        pick={(settings) => settings.footer.height}
        apply={(draft, value) => {
          draft.footer.height = value;
        }}
      />
    </>
  );
}
