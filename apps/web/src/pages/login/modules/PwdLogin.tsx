import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '@/features/auth';
import { fetchLogin } from '@/service/api/auth';
import { PasswordField, PhoneField } from '../fields';
import { useLoginFlow } from '../use-login-flow';

interface PasswordLoginForm {
  phone: string;
  password: string;
}

const DEMO_PASSWORD = 'demo_123456';
const DEMO_ACCOUNTS = [
  { key: 'superAdmin', phone: '13800000001' },
  { key: 'admin', phone: '13800000002' },
  { key: 'user', phone: '13800000003' },
] as const;

const showDemoAccounts = import.meta.env.VITE_DEMO !== 'off';

export function PwdLogin() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordLoginForm>();
  const loading = useAuthStore((state) => state.loginLoading);
  const login = useLoginFlow();
  const submit = (values: PasswordLoginForm) => login(() => fetchLogin(values));

  return (
    <Form form={form} onFinish={submit} size="large" requiredMark={false}>
      <PhoneField />
      <PasswordField />
      <div className="tw-login__links">
        <Link to="/login/code-login">{t('page.login.code-login')}</Link>
        <Link to="/login/reset-pwd">{t('page.login.forgetPassword')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('page.login.login')}
      </Button>
      <div className="tw-login__links tw-login__links--center">
        <Link to="/login/register">{t('page.login.register')}</Link>
        <Link to="/login/bind-wechat">{t('page.login.bind-wechat')}</Link>
      </div>
      {showDemoAccounts && (
        <>
          {/* antd's Divider look in a few lines of CSS: its code weighs on every first visit. */}
          <div className="tw-login__divider">{t('page.login.otherAccountLogin')}</div>
          <div className="tw-login__demo">
            {DEMO_ACCOUNTS.map(({ key, phone }) => (
              <Button
                key={key}
                disabled={loading}
                onClick={() => {
                  form.setFieldsValue({ phone, password: DEMO_PASSWORD });
                  form.submit();
                }}
              >
                {t(`page.login.${key}`)}
              </Button>
            ))}
          </div>
        </>
      )}
    </Form>
  );
}
