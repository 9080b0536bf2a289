import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginResponse } from '@termwise/contracts';
import { useAuthStore } from '@/features/auth';
import { localStg } from '@/utils/storage';
import { useFeedback } from '@/features/feedback';

declare module '@/utils/storage' {
  interface StoredValues {
    lastLoginUserId: string;
  }
}

const WELCOME_MS = 4500;
const WELCOME_KEY = 'welcome';

/**
 * Only paths of this site. The browser's own URL parser decides, so every spelling it reads as another
 * host (`//evil.example`, `/\\evil.example`, a tab inside `/\t/evil.example`) goes to the home page.
 */
export function safeRedirect(redirect: string | null): string {
  if (!redirect?.startsWith('/')) return '/';
  const here = window.location.origin;
  const target = URL.canParse(redirect, here) ? new URL(redirect, here) : null;
  return target?.origin === here ? `${target.pathname}${target.search}${target.hash}` : '/';
}

/** SPEC section 4 login flow, shared by password, code and demo-account login. */
export function useLoginFlow(): (obtainTokens: () => Promise<LoginResponse>) => Promise<void> {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { notification } = useFeedback();
  const { t } = useTranslation();

  return async (obtainTokens) => {
    const auth = useAuthStore.getState();
    auth.setLoginLoading(true);
    try {
      auth.saveTokens(await obtainTokens());
      const user = (await auth.loadUser()) ? useAuthStore.getState().user : null;
      if (!user) {
        auth.reset();
        return;
      }
      // Another person's deep link means nothing to this user (nor their tabs: features/tabs sees to those).
      const sameUser = localStg.get('lastLoginUserId') === user.userId;
      localStg.set('lastLoginUserId', user.userId);
      navigate(sameUser ? safeRedirect(search.get('redirect')) : '/', { replace: true });
      // Closed by our own timer: antd's re-renders the notice on every animation frame while it runs, and
      // each of those updates restarted the first screen's render underneath (about 300 ms of it).
      // Bottom right: at the top it lay over the header's bell, search and settings for its 4.5 s, and a click
      // on them right after logging in reached the notice instead.
      notification.success({
        key: WELCOME_KEY,
        placement: 'bottomRight',
        title: t('common.loginSuccess'),
        description: t('common.welcome', { userName: user.userName }),
        duration: 0,
      });
      setTimeout(() => notification.destroy(WELCOME_KEY), WELCOME_MS);
    } catch {
      auth.reset();
    } finally {
      useAuthStore.getState().setLoginLoading(false);
    }
  };
}
