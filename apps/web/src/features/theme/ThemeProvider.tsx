import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { antdColorTokens, effectiveColors } from './palette';
import { useIsDark, useThemeStore } from './store';
import { useThemeEffects } from './use-theme-effects';

export function ThemeProvider({ children }: { children: ReactNode }) {
  useThemeEffects();
  const settings = useThemeStore((state) => state.settings);
  const isDark = useIsDark();
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.language === 'en-US' ? enUS : zhCN}
      theme={{
        algorithm: isDark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { ...antdColorTokens(effectiveColors(settings), isDark), borderRadius: 6 },
      }}
    >
      {children}
    </ConfigProvider>
  );
}
