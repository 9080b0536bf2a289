import type { ConnectedShop } from '@termwise/contracts';
import { Progress, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/features/failure';
import { useSyncJob } from '@/features/shop';
import './shop.css';

const ACTIVE = ['queued', 'running'];

/**
 * The shop's latest sync: a live bar while it runs (polling the job), else how it ended. A sync Amazon
 * refused for want of authorization says so in the seller's language rather than in Amazon's words.
 */
export function SyncProgress({
  shop,
  authorizationLost,
}: {
  shop: Pick<ConnectedShop, 'job' | 'lastSyncError' | 'lastSyncFailure'>;
  authorizationLost: boolean;
}) {
  const { t } = useTranslation();
  const { job } = shop;
  const followed = useSyncJob(job && ACTIVE.includes(job.state) ? job.jobId : null);
  const current = followed.data ?? job;
  // The bar stays until the refreshed list itself says the sync ended, so the row never shows a finished job
  // beside the last-sync time of before it.
  if (current && job && ACTIVE.includes(job.state)) {
    return (
      <div className="tw-shop__progress">
        <Progress
          percent={current.progress}
          size="small"
          status="active"
          aria-label={t(`shop.job.${current.state}`, { progress: current.progress })}
        />
        <span className="tw-shop__muted">
          {t(`shop.job.${current.state}`, { progress: current.progress })}
        </span>
      </div>
    );
  }
  const error =
    current?.state === 'failed'
      ? failureText(t, current.failure, current.error)
      : failureText(t, shop.lastSyncFailure, shop.lastSyncError);
  if (error) {
    return (
      <Tooltip title={authorizationLost ? t('request.amazonAuthorization') : t('shop.lastError', { error })}>
        <Tag color="error">{t('shop.job.failed')}</Tag>
      </Tooltip>
    );
  }
  return null;
}
