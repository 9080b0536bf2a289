import {
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  QuestionCircleOutlined,
  SkinOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SystemLogo } from '@/components/SystemLogo';
import { useAppStore } from '@/features/app-state';
import { LangSwitch } from '@/features/i18n';
import { NotificationBell } from '@/features/notifications';
import { ThemeSchemeSwitch, useLayoutMode, useThemeStore } from '@/features/theme';
import { useMediaQuery } from '@/utils/use-media-query';
import { NARROW_QUERY } from '../breakpoints';
import { NavMenu } from '../menu/NavMenu';
import { useActiveMenu } from '../menu/use-active-menu';
import { GlobalTabs } from '../tabs/GlobalTabs';
import { MenuSearchButton } from './MenuSearch';
import { UserMenu } from './UserMenu';
import { UsWestClock } from './UsWestClock';

const HELP_URL = 'https://advertising.amazon.com/help';

export function GlobalHeader() {
  const { t } = useTranslation();
  const mode = useLayoutMode();
  const { menus } = useActiveMenu();
  const settings = useThemeStore((state) => state.settings);
  const collapsed = useAppStore((state) => state.siderCollapsed);
  const toggleSider = useAppStore((state) => state.toggleSider);
  const openDrawer = useAppStore((state) => state.setThemeDrawerOpen);
  const isMobile = useAppStore((state) => state.isMobile);
  const narrow = useMediaQuery(NARROW_QUERY);
  const isVertical = mode === 'vertical' || mode === 'vertical-mix';
  // A visitor on a constant page (not logged in) has no menus and no messages.
  const hasMenus = menus.length > 0;
  const hasSider = hasMenus && mode !== 'horizontal';

  return (
    <header className="tw-header">
      <Link to="/" className="tw-header__logo">
        <SystemLogo size={28} />
        <span className="tw-header__title">{t('system.title')}</span>
      </Link>
      {hasSider && (
        <Tooltip title={t(collapsed ? 'header.expandMenu' : 'header.collapseMenu')} placement="bottom">
          <Button
            type="text"
            aria-label={t(collapsed ? 'header.expandMenu' : 'header.collapseMenu')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggleSider}
          />
        </Tooltip>
      )}
      <div className="tw-header__middle">
        {isVertical && !isMobile && !narrow && settings.tab.visible && <GlobalTabs />}
        {mode === 'horizontal' && <NavMenu entries={menus} mode="horizontal" />}
        {mode === 'horizontal-mix' && <NavMenu entries={menus} mode="horizontal" flat />}
      </div>
      <div className="tw-header__tools">
        <UsWestClock />
        {hasMenus && settings.header.globalSearchVisible && <MenuSearchButton />}
        {hasMenus && <NotificationBell />}
        <Tooltip title={t('header.help')} placement="bottom">
          <Button
            className="tw-hide-on-phone"
            type="text"
            aria-label={t('header.help')}
            href={HELP_URL}
            target="_blank"
            rel="noreferrer"
            icon={<QuestionCircleOutlined className="tw-header__icon" />}
          />
        </Tooltip>
        <span className="tw-hide-on-phone">
          <ThemeSchemeSwitch />
        </span>
        {settings.header.multilingualVisible && <LangSwitch />}
        <Tooltip title={t('header.themeConfig')} placement="bottom">
          <Button
            type="text"
            aria-label={t('header.themeConfig')}
            icon={<SkinOutlined className="tw-header__icon" />}
            onClick={() => openDrawer(true)}
          />
        </Tooltip>
        <UserMenu />
      </div>
    </header>
  );
}
