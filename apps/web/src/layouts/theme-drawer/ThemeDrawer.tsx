import { Divider, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/features/app-state';
import { ColorSection } from './ColorSection';
import { ConfigActions } from './ConfigActions';
import { LayoutModePicker } from './LayoutModePicker';
import { PageSection } from './PageSection';
import { SchemeSection } from './SchemeSection';
import { SizeSection } from './SizeSection';

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
      <PageSection />
      <SizeSection />
    </Drawer>
  );
}
