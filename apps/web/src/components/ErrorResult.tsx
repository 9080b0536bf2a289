import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function ErrorResult({ status }: { status: '403' | '404' | '500' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="tw-error-page">
      <Result
        status={status}
        title={status}
        subTitle={t(`page.error.${status}`)}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('common.backToHome')}
          </Button>
        }
      />
    </div>
  );
}
