import type { CSSProperties } from 'react';
import { Watermark } from 'antd';
import { useAppStore } from '@/features/app-state';
import { useAuthStore } from '@/features/auth';
import { KeywordLogModal } from '@/features/keyword-log';
import { useTabFollowsLocation, useTabPersistence } from '@/features/tabs';
import { useLayoutMode, useThemeStore, WATERMARK } from '@/features/theme';
import { useMediaQuery } from '@/utils/use-media-query';
import { ThemeDrawer } from '../theme-drawer/ThemeDrawer';
import { NARROW_QUERY } from './breakpoints';
import { GlobalContent } from './content/GlobalContent';
import { GlobalFooter } from './footer/GlobalFooter';
import { GlobalHeader } from './header/GlobalHeader';
import { MenuSearchModal } from './header/MenuSearch';
import { GlobalSider } from './sider/GlobalSider';
import { SkipLink } from './SkipLink';
import { GlobalTabs } from './tabs/GlobalTabs';

const WATERMARK_LAYER: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: WATERMARK.zIndex,
  pointerEvents: 'none',
};

function useWatermarkText(): string | undefined {
  const watermark = useThemeStore((state) => state.settings.watermark);
  const userName = useAuthStore((state) => state.user?.userName);
  if (!watermark.visible) return undefined;
  return watermark.enableUserName && userName ? userName : watermark.text;
}

export function BaseLayout() {
  useTabFollowsLocation();
  useTabPersistence();
  const mode = useLayoutMode();
  const settings = useThemeStore((state) => state.settings);
  const isMobile = useAppStore((state) => state.isMobile);
  const watermarkText = useWatermarkText();
  const loggedIn = useAuthStore((state) => state.user !== null);
  const { header, tab, footer, layout, fixedHeaderAndTab } = settings;
  const narrow = useMediaQuery(NARROW_QUERY);
  // Horizontal menus take the header's middle, and a narrow screen has no room there: tabs get their own row.
  const tabsBelowHeader =
    tab.visible && (mode === 'horizontal' || mode === 'horizontal-mix' || isMobile || narrow);

  const sizes = {
    '--header-height': `${header.height}px`,
    '--tab-height': `${tab.height}px`,
    '--footer-height': `${footer.height}px`,
  } as CSSProperties;

  const frame = (
    <div
      className={[
        'tw-layout',
        `tw-layout--${mode}`,
        `tw-scroll--${layout.scrollMode}`,
        fixedHeaderAndTab ? 'tw-layout--fixed-header' : '',
        isMobile ? 'tw-layout--mobile' : '',
      ].join(' ')}
      style={sizes}
    >
      <SkipLink />
      <GlobalHeader />
      {tabsBelowHeader && (
        <div className="tw-tabs-row">
          <GlobalTabs />
        </div>
      )}
      <div className="tw-layout__body">
        <GlobalSider />
        <div className="tw-layout__main">
          <GlobalContent />
          {footer.visible && <GlobalFooter />}
        </div>
      </div>
      <ThemeDrawer />
      <MenuSearchModal />
      {/* Constant pages (the iframe page) also show this frame to visitors who have not logged in. */}
      {loggedIn && <KeywordLogModal />}
    </div>
  );

  // A layer over the frame, not around it: the frame is never remounted when the watermark is switched on
  // or off, and with none nothing runs (around the frame, antd's Watermark drew its canvas and watched every
  // change of every page even with no text). Above antd's popups, so that dialogs carry it too; it lets
  // every click through.
  return (
    <>
      {frame}
      {watermarkText && (
        <Watermark
          content={watermarkText}
          rotate={WATERMARK.rotate}
          width={WATERMARK.size}
          height={WATERMARK.size}
          gap={[0, 0]}
          className="tw-watermark"
          style={WATERMARK_LAYER}
        />
      )}
    </>
  );
}
