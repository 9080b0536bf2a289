import { create } from 'zustand';
import type { LoginResponse } from '@termwise/contracts';
import { cancelAllRequests } from '@/service/request';
import { fetchUserInfo } from '@/service/api/auth';
import { localStg } from '@/utils/storage';
import { toCurrentUser, type CurrentUser } from './user';

interface AuthState {
  token: string;
  user: CurrentUser | null;
  loginLoading: boolean;
  setLoginLoading(loading: boolean): void;
  /** The login form is on screen: the app may use the seconds a person spends on it. */
  loginFormShown: boolean;
  setLoginFormShown(shown: boolean): void;
  saveTokens(tokens: LoginResponse): void;
  /** Loads the user behind the stored token; false when there is none or it is no longer valid. */
  loadUser(): Promise<boolean>;
  /** Forgets the session: tokens, user and everything cached for them. */
  reset(): void;
}

/** The user-info request in flight, so that concurrent navigations share it. */
let userLoading: Promise<boolean> | null = null;

export const useAuthStore = create<AuthState>()((set, get) => ({
  token: localStg.get('token') ?? '',
  user: null,
  loginLoading: false,
  setLoginLoading: (loginLoading) => set({ loginLoading }),
  loginFormShown: false,
  setLoginFormShown: (loginFormShown) => set({ loginFormShown }),
  saveTokens: ({ token, refreshToken }) => {
    localStg.set('token', token);
    localStg.set('refreshToken', refreshToken);
    set({ token });
  },
  loadUser: () => {
    if (!get().token) return Promise.resolve(false);
    userLoading ??= fetchUserInfo()
      .then((info) => {
        set({ user: toCurrentUser(info) });
        return true;
      })
      .catch(() => false)
      .finally(() => {
        userLoading = null;
      });
    return userLoading;
  },
  reset: () => {
    cancelAllRequests();
    localStg.remove('token');
    localStg.remove('refreshToken');
    set({ token: '', user: null, loginLoading: false });
  },
}));

export const isLoggedIn = () => Boolean(useAuthStore.getState().token);
