import { LockOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Form } from 'antd';
// antd's Input index brings its OTP, Search and TextArea (6 KB gzipped) to the login page, which shows none.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, fieldRules } from './rules';

export function PhoneField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="phone" rules={fieldRules('phone', t)}>
      <Input
        size="large"
        prefix={<MobileOutlined />}
        autoComplete="username"
        placeholder={t('page.login.phonePlaceholder')}
      />
    </Form.Item>
  );
}

export function PasswordField({ isNew = false }: { isNew?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="password" rules={fieldRules('password', t)}>
      <Password
        size="large"
        prefix={<LockOutlined />}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        placeholder={t('page.login.passwordPlaceholder')}
      />
    </Form.Item>
  );
}

export function ConfirmPasswordField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="confirmPassword" dependencies={['password']} rules={confirmPasswordRules(t)}>
      <Password
        size="large"
        prefix={<LockOutlined />}
        autoComplete="new-password"
        placeholder={t('page.login.confirmPasswordPlaceholder')}
      />
    </Form.Item>
  );
}

export function UserNameField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="userName" rules={fieldRules('userName', t)}>
      <Input
        size="large"
        prefix={<UserOutlined />}
        autoComplete="nickname"
        placeholder={t('page.login.userNamePlaceholder')}
      />
    </Form.Item>
  );
}
