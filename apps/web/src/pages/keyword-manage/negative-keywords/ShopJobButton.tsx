import { useEffect, useState, type ReactNode } from 'react';
import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Progress, Tooltip, type ModalFuncProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/features/failure';
import { useJobProgress } from '@/features/jobs';
import { invalidateNegationData } from '@/features/negation';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { useFeedback } from '@/features/feedback';

interface ShopJobButtonProps {
  shopId?: string;
  icon: ReactNode;
  label: string;
  /** What the job is doing, shown beside its progress. */
  runningLabel: string;
  doneMessage: string;
  primary?: boolean;
  /** Starts the job; resolves to its id. */
  start(shopId: string): Promise<string | null>;
  /** What to ask before starting, for work that acts on Amazon: the job starts when the person agrees. */
  ask?(shopId: string): Promise<Pick<ModalFuncProps, 'title' | 'content' | 'okText'>>;
}

/** A button that starts background work for the chosen shop and turns into its progress until it ends. */
export function ShopJobButton({
  shopId,
  icon,
  label,
  runningLabel,
  doneMessage,
  primary,
  start,
  ask,
}: ShopJobButtonProps) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const { data: job } = useJobProgress(jobId);

  useEffect(() => {
    if (!job || job.state === 'queued' || job.state === 'running') return;
    if (job.state === 'succeeded') void message.success(doneMessage);
    else
      void message.error(
        t('negation.page.jobFailed', {
          error: failureText(t, job.failure, job.error) ?? t(`failure.jobState.${job.state}`),
        }),
      );
    invalidateNegationData(queryClient);
    setJobId(null);
  }, [job, doneMessage, message, queryClient, t]);

  const begin = async () => {
    setStarting(true);
    try {
      const id = await start(shopId!);
      if (id) setJobId(id);
      else void message.success(doneMessage);
    } finally {
      setStarting(false);
    }
  };

  const onClick = async () => {
    if (!ask) return begin();
    setStarting(true);
    try {
      const question = await ask(shopId!);
      modal.confirm({ ...question, onOk: () => begin().catch(ignoreShownFailure) });
    } finally {
      setStarting(false);
    }
  };

  if (jobId) {
    return (
      <span className="tw-neg-job">
        <SyncOutlined spin />
        {runningLabel}
        <Progress percent={job?.progress ?? 0} size="small" status="active" aria-label={runningLabel} />
      </span>
    );
  }
  return (
    <Tooltip title={shopId ? undefined : t('negation.page.pickShop')}>
      <Button
        type={primary ? 'primary' : 'default'}
        icon={icon}
        disabled={!shopId}
        loading={starting}
        onClick={() => void onClick().catch(ignoreShownFailure)}
      >
        {label}
      </Button>
    </Tooltip>
  );
}
