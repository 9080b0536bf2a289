import { useEffect, useState } from 'react';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatUsWestTime } from '@/utils/format';

const REFRESH_MS = 60_000;

export function UsWestClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => formatUsWestTime());
  useEffect(() => {
    const timer = setInterval(() => setNow(formatUsWestTime()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const [date, time] = now.split(' ');
  return (
    <span className="tw-clock" title="America/Los_Angeles">
      <ClockCircleOutlined />
      <span className="tw-clock__label">{t('header.usWestTime')}</span>
      <time dateTime={now}>
        <span className="tw-clock__date">{date} </span>
        {time}
      </time>
    </span>
  );
}
