import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function BackToLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button block className="tw-login__back" onClick={() => navigate('/login/pwd-login')}>
      {t('page.login.back')}
    </Button>
  );
}
