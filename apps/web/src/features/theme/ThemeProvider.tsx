import type { ReactNode } from 'react';
import { ConfigProvider, theme, type ConfigProviderProps } from 'antd';
import { antdTheme, effectiveColors } from './palette';
import { useRecommendedColor } from './recommended-color';
import { useIsDark, useThemeStore } from './store';
import { useThemeEffects } from './use-theme-effects';

export function ThemeProvider({
  children,
  locale,
}: {
  children: ReactNode;
  locale: ConfigProviderProps['locale'];
}) {
  useThemeEffects();
  const settings = useThemeStore((state) => state.settings);
  const isDark = useIsDark();
  const recommend = useRecommendedColor(settings.recommendColor);
  const { token, components } = antdTheme(effectiveColors(settings, recommend), isDark);
  return (
    <ConfigProvider
      locale={locale}
      theme={{
        algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { ...token, borderRadius: 6 },
        components,
        // One CSS-variable scope per scheme: antd keeps a component's variables from both schemes in the page,
        // and where the other scheme's block came later, a select kept its dark background in light mode.
        cssVar: { key: isDark ? 'css-var-dark' : 'css-var-light' },
        zeroRuntime: true,
      }}
    >
      {children}
    </ConfigProvider>
  );
}
