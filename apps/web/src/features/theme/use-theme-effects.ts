import { useEffect } from 'react';
import { useAppStore } from '@/features/app-state';
import { effectiveColors, paletteCssVariables } from './palette';
import { useRecommendedColor } from './recommended-color';
import { useIsDark, useThemeStore } from './store';

const MOBILE_QUERY = '(max-width: 639px)';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Keeps <html> (class, filters, CSS variables) in step with the theme settings. */
export function useThemeEffects(): void {
  const settings = useThemeStore((state) => state.settings);
  const isDark = useIsDark();
  const recommend = useRecommendedColor(settings.recommendColor);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', isDark);
    root.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);

  useEffect(() => {
    const filters = [
      settings.grayscale && 'grayscale(100%)',
      settings.colourWeakness && 'invert(80%)',
    ].filter(Boolean);
    document.documentElement.style.filter = filters.join(' ');
  }, [settings.grayscale, settings.colourWeakness]);

  useEffect(() => {
    const variables = paletteCssVariables(effectiveColors(settings, recommend), isDark);
    Object.entries(variables).forEach(([name, value]) =>
      document.documentElement.style.setProperty(name, value),
    );
  }, [settings, recommend, isDark]);

  useOsSchemeListener();
  useMobileLayout();
}

function useOsSchemeListener(): void {
  const setOsPrefersDark = useThemeStore((state) => state.setOsPrefersDark);
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setOsPrefersDark(event.matches);
    setOsPrefersDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setOsPrefersDark]);
}

/** On a phone-sized screen the sider starts collapsed; its earlier state comes back on a wider one. */
function useMobileLayout(): void {
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    let collapsedBefore = useAppStore.getState().siderCollapsed;
    const apply = (mobile: boolean) => {
      const app = useAppStore.getState();
      if (mobile === app.isMobile) return;
      if (mobile) collapsedBefore = app.siderCollapsed;
      app.setIsMobile(mobile);
      app.setSiderCollapsed(mobile ? true : collapsedBefore);
    };
    apply(query.matches);
    const onChange = (event: MediaQueryListEvent) => apply(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
}
