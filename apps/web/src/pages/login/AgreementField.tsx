import { Checkbox, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { agreementRules } from './rules';

// Apart from the other fields: only registering needs the checkbox and typography code.
export function AgreementField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="agreement" valuePropName="checked" rules={agreementRules(t)}>
      <Checkbox>
        {t('page.login.agreePrefix')}{' '}
        <Typography.Text strong>{t('page.login.userAgreement')}</Typography.Text> {t('page.login.and')}{' '}
        <Typography.Text strong>{t('page.login.privacyPolicy')}</Typography.Text>
      </Checkbox>
    </Form.Item>
  );
}
