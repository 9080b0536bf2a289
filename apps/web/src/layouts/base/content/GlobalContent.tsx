import { Activity, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin } from 'antd';
import { useLocation, useOutlet } from 'react-router';
import { useCurrentRoute } from '@/features/routes';
import { tabFor, useTabStore } from '@/features/tabs';
import { useThemeStore } from '@/features/theme';
import { MAIN_CONTENT_ID, PageHeading } from './PageHeading';

interface CachedPage {
  element: ReactNode;
  version: number;
}

/**
 * Renders the current page. Pages with meta.keepAlive (and multi-tab pages) stay mounted while their tab
 * is open, hidden with <Activity>, keyed by tab id so two tabs of one page keep separate state. The reload
 * button bumps the tab's version, which remounts it.
 */
export function GlobalContent() {
  const outlet = useOutlet();
  const location = useLocation();
  const route = useCurrentRoute();
  const { tabs, versions, reloading } = useTabStore();
  const { page, resetCacheStrategy } = useThemeStore((state) => state.settings);
  const cache = useRef(new Map<string, CachedPage>());
  const { t } = useTranslation();

  const openIds = new Set(tabs.map((tab) => tab.id));
  // Derived here rather than read from the tab store, which catches up with the location after rendering.
  const currentId = route ? tabFor(route, location.pathname + location.search).id : location.pathname;
  const keepAlive = Boolean(route && (route.meta.keepAlive || route.meta.multiTab));
  const version = versions[currentId] ?? 0;
  if (keepAlive) cache.current.set(currentId, { element: outlet, version });
  if (resetCacheStrategy === 'close') {
    for (const id of cache.current.keys()) {
      if (id !== currentId && !openIds.has(id)) cache.current.delete(id);
    }
  }

  const animation = page.animate ? page.animateMode : 'none';
  return (
    <main className="tw-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageHeading title={route ? t(route.meta.i18nKey) : ''} path={location.pathname} />
      {[...cache.current].map(([id, cached]) => (
        <Activity
          key={`${id}#${cached.version}`}
          mode={id === currentId && keepAlive && !reloading ? 'visible' : 'hidden'}
        >
          <PageFrame animation={animation}>{cached.element}</PageFrame>
        </Activity>
      ))}
      {!keepAlive && !reloading && (
        <PageFrame key={`${location.pathname}#${version}`} animation={animation}>
          {outlet}
        </PageFrame>
      )}
    </main>
  );
}

/** One page with its own loading boundary, so a page still loading never blanks the kept-alive ones. */
function PageFrame({ animation, children }: { animation: string; children: ReactNode }) {
  return (
    <div className={`tw-page tw-page--${animation}`}>
      <Suspense
        fallback={
          <div className="tw-content__loading">
            <Spin />
          </div>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}
