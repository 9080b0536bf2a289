import { useState, type ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '@/features/feedback';
import { BackToLogin } from './BackToLogin';

interface SignInAgainFormProps<Values> {
  /** Sends the filled-in form to the server. */
  send(values: Values): Promise<unknown>;
  successKey: string;
  submitKey: string;
  /** The form's fields; the code field needs the form to read the phone number from. */
  children(form: FormInstance<Values>): ReactNode;
}

/** A form after which the seller signs in with the password just set: registering, or resetting it. */
export function SignInAgainForm<Values>({
  send,
  successKey,
  submitKey,
  children,
}: SignInAgainFormProps<Values>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await send(values);
      void message.success(t(successKey));
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
      {children(form)}
      <Button type="primary" htmlType="submit" block loading={saving}>
        {t(submitKey)}
      </Button>
      <BackToLogin />
    </Form>
  );
}
