import { create } from 'zustand';
import { localStg } from '@/utils/storage';

declare module '@/utils/storage' {
  interface StoredValues {
    mixSiderFixed: boolean;
  }
}

interface AppState {
  siderCollapsed: boolean;
  /** Narrower than 640px: the frame switches to a phone-friendly layout. */
  isMobile: boolean;
  themeDrawerOpen: boolean;
  menuSearchOpen: boolean;
  /** Whether the vertical-mix child menu stays pinned open. */
  mixSiderFixed: boolean;
  setSiderCollapsed(collapsed: boolean): void;
  toggleSider(): void;
  setIsMobile(mobile: boolean): void;
  setThemeDrawerOpen(open: boolean): void;
  setMenuSearchOpen(open: boolean): void;
  toggleMixSiderFixed(): void;
}

export const useAppStore = create<AppState>()((set, get) => ({
  siderCollapsed: false,
  isMobile: false,
  themeDrawerOpen: false,
  menuSearchOpen: false,
  mixSiderFixed: localStg.get('mixSiderFixed') ?? false,
  setSiderCollapsed: (siderCollapsed) => set({ siderCollapsed }),
  toggleSider: () => set({ siderCollapsed: !get().siderCollapsed }),
  setIsMobile: (isMobile) => set({ isMobile }),
  setThemeDrawerOpen: (themeDrawerOpen) => set({ themeDrawerOpen }),
  setMenuSearchOpen: (menuSearchOpen) => set({ menuSearchOpen }),
  toggleMixSiderFixed: () => {
    const mixSiderFixed = !get().mixSiderFixed;
    localStg.set('mixSiderFixed', mixSiderFixed);
    set({ mixSiderFixed });
  },
}));
