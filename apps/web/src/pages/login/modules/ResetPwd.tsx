import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchResetPassword } from '@/service/api/auth';
import { CodeField } from '../CodeField';
import { ConfirmPasswordField, PasswordField, PhoneField } from '../fields';
import { BackToLogin } from './BackToLogin';
import { useFeedback } from '@/features/feedback';

interface ResetForm {
  phone: string;
  code: string;
  password: string;
}

export function ResetPwd() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetForm>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ phone, code, password }: ResetForm) => {
    setSaving(true);
    try {
      await fetchResetPassword({ phone, code, password });
      void message.success(t('page.login.resetSuccess'));
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
      <PhoneField />
      <CodeField form={form} scene="reset_pwd" />
      <PasswordField isNew />
      <ConfirmPasswordField />
      <Button type="primary" htmlType="submit" block loading={saving}>
        {t('page.login.reset_submit')}
      </Button>
      <BackToLogin />
    </Form>
  );
}
