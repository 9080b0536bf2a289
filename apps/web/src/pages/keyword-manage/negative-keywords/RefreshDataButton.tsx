import { useEffect, useState } from 'react';
import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useJobProgress } from '@/features/negation';
import { startDataRefresh } from '@/service/api/negation';

/** Starts a report sync of the chosen shop and shows its progress until it is done. */
export function RefreshDataButton({ shopId }: { shopId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { data: job } = useJobProgress(jobId);

  useEffect(() => {
    if (!job || job.state === 'queued' || job.state === 'running') return;
    if (job.state === 'succeeded') {
      void message.success(t('negation.page.refreshDone'));
      void queryClient.invalidateQueries({ queryKey: ['negation'] });
    } else void message.error(t('negation.page.refreshFailed', { error: job.error ?? job.state }));
    setJobId(null);
  }, [job, message, queryClient, t]);

  const start = async () => {
    setStarting(true);
    try {
      setJobId((await startDataRefresh(shopId!)).jobId);
    } finally {
      setStarting(false);
    }
  };

  if (jobId) {
    return (
      <span className="tw-neg-refresh">
        <SyncOutlined spin />
        {t('negation.page.refreshing')}
        <Progress percent={job?.progress ?? 0} size="small" status="active" />
      </span>
    );
  }
  return (
    <Tooltip title={shopId ? undefined : t('negation.page.runRulesPickShop')}>
      <Button icon={<SyncOutlined />} disabled={!shopId} loading={starting} onClick={() => void start()}>
        {t('negation.page.refreshData')}
      </Button>
    </Tooltip>
  );
}
