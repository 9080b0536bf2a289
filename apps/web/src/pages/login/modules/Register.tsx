import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchRegister } from '@/service/api/auth';
import { CodeField } from '../CodeField';
import { AgreementField } from '../AgreementField';
import { ConfirmPasswordField, PasswordField, PhoneField, UserNameField } from '../fields';
import { BackToLogin } from './BackToLogin';
import { useFeedback } from '@/features/feedback';

interface RegisterForm {
  userName: string;
  phone: string;
  code: string;
  password: string;
}

export function Register() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterForm>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ userName, phone, code, password }: RegisterForm) => {
    setSaving(true);
    try {
      await fetchRegister({ userName, phone, code, password });
      void message.success(t('page.login.registerSuccess'));
      navigate('/login/pwd-login');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      form={form}
      onFinish={(values) => void submit(values).catch(() => undefined)}
      size="large"
      requiredMark={false}
    >
      <UserNameField />
      <PhoneField />
      <CodeField form={form} scene="register" />
      <PasswordField isNew />
      <ConfirmPasswordField />
      <AgreementField />
      <Button type="primary" htmlType="submit" block loading={saving}>
        {t('page.login.register_submit')}
      </Button>
      <BackToLogin />
    </Form>
  );
}
