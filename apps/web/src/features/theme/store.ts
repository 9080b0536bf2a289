import { create } from 'zustand';
import { useAppStore } from '@/features/app-state';
import { localStg } from '@/utils/storage';
import { defaultThemeSettings, mergeSettings, type LayoutMode, type ThemeSettings } from './settings';

declare module '@/utils/storage' {
  interface StoredValues {
    themeSettings: ThemeSettings;
  }
}

type Updater = (draft: ThemeSettings) => void;

interface ThemeState {
  settings: ThemeSettings;
  /** Whether the OS asks for dark; only matters for the 'auto' scheme. */
  osPrefersDark: boolean;
  update(change: Updater): void;
  reset(): void;
  setOsPrefersDark(dark: boolean): void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  settings: mergeSettings(localStg.get('themeSettings')),
  osPrefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
  update: (change) => {
    const settings = structuredClone(get().settings);
    change(settings);
    localStg.set('themeSettings', settings);
    set({ settings });
  },
  reset: () => {
    localStg.remove('themeSettings');
    set({ settings: structuredClone(defaultThemeSettings) });
  },
  setOsPrefersDark: (osPrefersDark) => set({ osPrefersDark }),
}));

/** A phone-sized screen only fits the vertical layout; the saved choice comes back on a wider one. */
export function useLayoutMode(): LayoutMode {
  const chosen = useThemeStore((state) => state.settings.layout.mode);
  const isMobile = useAppStore((state) => state.isMobile);
  return isMobile ? 'vertical' : chosen;
}

export function useIsDark(): boolean {
  return useThemeStore(({ settings, osPrefersDark }) =>
    settings.themeScheme === 'auto' ? osPrefersDark : settings.themeScheme === 'dark',
  );
}
