import { useState } from 'react';
import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { SMS_RESEND_SECONDS, type SmsScene } from '@termwise/contracts';
import { fetchSendCode } from '@/service/api/auth';
import { fieldRules } from './rules';
import { useCountdown } from './use-countdown';
import { useFeedback } from '@/features/feedback';

/** The 6-digit code input with its "get code" button, which sends a code to the phone field's number. */
export function CodeField({ form, scene }: { form: FormInstance; scene: SmsScene }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { remaining, start, counting } = useCountdown();
  const [sending, setSending] = useState(false);

  const sendCode = async () => {
    const { phone } = (await form.validateFields(['phone'])) as { phone: string };
    setSending(true);
    try {
      const { resendAfter } = await fetchSendCode({ phone, scene });
      void message.success(t('page.login.codeSent'));
      start(resendAfter || SMS_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form.Item required>
      <Space.Compact block>
        <Form.Item name="code" rules={fieldRules('code', t)} noStyle>
          <Input
            size="large"
            prefix={<SafetyOutlined />}
            maxLength={6}
            inputMode="numeric"
            placeholder={t('page.login.codePlaceholder')}
          />
        </Form.Item>
        <Button
          size="large"
          disabled={counting}
          loading={sending}
          onClick={() => void sendCode().catch(() => undefined)}
        >
          {counting ? t('page.login.resendIn', { seconds: remaining }) : t('page.login.getCode')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
