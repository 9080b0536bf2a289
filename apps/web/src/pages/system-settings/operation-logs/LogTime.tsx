import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInZone, formatUsWestTime } from '@/utils/format';
import './operation-log.css';

/** Los Angeles time as in the header; the shop's own time beside it when the entry concerns a shop. */
export function LogTime({ time, shopTimezone }: { time: string; shopTimezone: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="tw-oplog-time">
      <span>
        {t('operationLog.column.laTime')} {formatUsWestTime(new Date(time))}
      </span>
      {shopTimezone && (
        <Typography.Text type="secondary">
          {t('operationLog.column.shopTime')} {formatInZone(time, shopTimezone)}
        </Typography.Text>
      )}
    </div>
  );
}
