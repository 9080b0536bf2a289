import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/features/auth';
import { fetchCodeLogin } from '@/service/api/auth';
import { CodeField } from '../CodeField';
import { PhoneField } from '../fields';
import { BackToLogin } from './BackToLogin';
import { useLoginFlow } from '../use-login-flow';

export function CodeLogin() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const loading = useAuthStore((state) => state.loginLoading);
  const login = useLoginFlow();
  return (
    <Form
      form={form}
      onFinish={(values) => login(() => fetchCodeLogin(values))}
      size="large"
      requiredMark={false}
    >
      <PhoneField />
      <CodeField form={form} scene="login" />
      <Button type="primary" htmlType="submit" block loading={loading}>
        {t('page.login.login')}
      </Button>
      <BackToLogin />
    </Form>
  );
}
