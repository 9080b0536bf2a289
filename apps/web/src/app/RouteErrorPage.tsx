import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last line of defence: a page that crashed while rendering or loading. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <Result
      status="500"
      title="500"
      subTitle={t('page.error.500')}
      extra={
        <Button type="primary" href="/">
          {t('common.backToHome')}
        </Button>
      }
    />
  );
}
