import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The honest empty state of a screen whose content is built in a later issue: it says what will be here. */
export function UpcomingContent({ name, titleKey }: { name: string; titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Card title={t(titleKey)} className="tw-upcoming">
      <Empty description={<span className="tw-upcoming__text">{t(`emptyPage.${name}`)}</span>} />
    </Card>
  );
}
