import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SystemLogo } from '@/components/SystemLogo';
import { useAuthStore } from '@/features/auth';
import { LangSwitch } from '@/features/i18n';
import { ThemeSchemeSwitch } from '@/features/theme';
import { PwdLogin } from './modules/PwdLogin';

// Most visits only log in with a password: the other forms (and their result page, code field and
// agreement checkbox) load when opened, to keep the login page light.
const MODULES: Record<string, ComponentType> = {
  'pwd-login': PwdLogin,
  'code-login': lazy(() => import('./modules/CodeLogin').then((m) => ({ default: m.CodeLogin }))),
  register: lazy(() => import('./modules/Register').then((m) => ({ default: m.Register }))),
  'reset-pwd': lazy(() => import('./modules/ResetPwd').then((m) => ({ default: m.ResetPwd }))),
  'bind-wechat': lazy(() => import('./modules/BindWechat').then((m) => ({ default: m.BindWechat }))),
};

export default function LoginPage() {
  const { t } = useTranslation();
  const { module: requested = 'pwd-login' } = useParams();
  const moduleName = requested in MODULES ? requested : 'pwd-login';
  const Module = MODULES[moduleName]!;
  const { token } = theme.useToken();
  useEffect(() => {
    const { setLoginFormShown } = useAuthStore.getState();
    setLoginFormShown(true);
    return () => setLoginFormShown(false);
  }, []);
  // antd's Card look without its code (tabs, skeleton): the login page's weight is its first impression.
  const cardStyle = {
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: token.paddingLG,
    color: token.colorText,
  };
  return (
    <div className="tw-login">
      <div className="tw-login__tools">
        <ThemeSchemeSwitch />
        <LangSwitch />
      </div>
      <section className="tw-login__brand">
        <SystemLogo size={72} />
        <h1>{t('system.title')}</h1>
        <p>{t('system.slogan')}</p>
      </section>
      <section className="tw-login__card" style={cardStyle}>
        <header className="tw-login__header">
          <SystemLogo size={36} />
          <h2>{t(`page.login.${moduleName}`)}</h2>
        </header>
        <Suspense fallback={null}>
          <Module />
        </Suspense>
      </section>
    </div>
  );
}
