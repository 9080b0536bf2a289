import {
  Button,
  Card,
  DatePicker,
  Progress,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
  type TableColumnsType,
} from 'antd';
import { ABA_UPLOAD_MAX_BYTES, type AbaImportView, type AbaPeriod } from '@termwise/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobProgress } from '@/features/jobs';
import { useFormatters } from '@/features/i18n';
import { periodLabel } from './period-label';
import { useAbaImports, useStartAbaImport } from '@/features/brand-analytics';
import { useFeedback } from '@/features/feedback';
import { todayInUsWest } from '@/utils/format';

const UPLOAD_MAX = `${ABA_UPLOAD_MAX_BYTES / 1024 ** 3} GB`;

/** A week or month may be imported once it has ended (its last day is before today). */
function hasEnded(day: Dayjs, month: boolean): boolean {
  const today = dayjs(todayInUsWest());
  const current = month ? today.startOf('month') : today.day(0);
  return day.isBefore(current, 'day');
}

const STATUS_COLOURS = {
  loading: 'processing',
  ready: 'success',
  replaced: 'default',
  failed: 'error',
} as const;

/**
 * Import one ended week (from the Selling Partner API, or a Seller Central CSV download uploaded by hand),
 * or backfill a year, and follow the loads.
 */
export function AbaImportPanel({
  marketplaceId,
  authorized,
  knownDepartments,
  reportPeriod,
}: {
  marketplaceId: string;
  authorized: boolean;
  /** The departments loaded reports named: the filter offers them, and takes others typed in. */
  knownDepartments: string[];
  /** Weeks or months: what the picker picks and the import asks for. */
  reportPeriod: AbaPeriod;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const format = useFormatters();
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const [departments, setDepartments] = useState<string[]>([]);
  const start = useStartAbaImport();
  const [startedJobIds, setStartedJobIds] = useState<string[]>([]);
  const started = (jobIds: string[]) => setStartedJobIds((before) => [...before, ...jobIds]);
  const { data } = useAbaImports(marketplaceId, startedJobIds.length);
  const rows = (data?.rows ?? []).filter((row) => row.status !== 'replaced');
  // Once a started job's load is listed, the list's own polling follows it (a later re-import may remove it).
  useEffect(() => {
    const listed = new Set(data?.rows.map((row) => row.jobId));
    setStartedJobIds((before) =>
      before.some((id) => listed.has(id)) ? before.filter((id) => !listed.has(id)) : before,
    );
  }, [data]);

  const month = reportPeriod === 'MONTH';
  const period = () => ({
    marketplaceId,
    reportPeriod,
    startDate: (month ? picked!.startOf('month') : picked!.day(0)).format('YYYY-MM-DD'),
  });
  const importPeriod = () =>
    start.week.mutate(
      { ...period(), departments },
      {
        onSuccess: ({ jobId }) => {
          started([jobId]);
          void message.success(t('aba.imports.started'));
        },
      },
    );
  const uploadCsv = (file: File) => {
    if (file.size > ABA_UPLOAD_MAX_BYTES) {
      void message.error(t('aba.imports.tooLarge', { size: UPLOAD_MAX }));
      return;
    }
    start.upload.mutate(
      { ...period(), file },
      {
        onSuccess: ({ jobId }) => {
          started([jobId]);
          void message.success(t('aba.imports.uploadStarted'));
        },
      },
    );
  };
  const backfill = () =>
    start.backfill.mutate(
      { marketplaceId, departments },
      {
        onSuccess: ({ jobIds }) => {
          started(jobIds);
          void message.success(t('aba.imports.backfillStarted', { count: jobIds.length }));
        },
      },
    );

  const columns: TableColumnsType<AbaImportView> = [
    {
      title: t('aba.imports.period'),
      key: 'period',
      render: (_, row) => periodLabel(t, row),
    },
    {
      title: t('aba.imports.source'),
      dataIndex: 'source',
      key: 'source',
      render: (source: AbaImportView['source']) => t(`aba.imports.sources.${source}`),
    },
    {
      title: t('aba.imports.status'),
      key: 'status',
      render: (_, row) =>
        row.status === 'loading' && row.jobId ? (
          <LoadProgress jobId={row.jobId} />
        ) : (
          <Tag color={STATUS_COLOURS[row.status]} title={row.error ?? undefined}>
            {t(`aba.imports.statuses.${row.status}`)}
          </Tag>
        ),
    },
    {
      title: t('aba.imports.terms'),
      dataIndex: 'terms',
      key: 'terms',
      render: (value: number) => format.count(value),
    },
  ];
  return (
    <Card title={t('aba.imports.title')}>
      <Space wrap className="tw-aba-import-actions">
        <DatePicker
          key={reportPeriod}
          picker={month ? 'month' : 'week'}
          aria-label={t(month ? 'aba.imports.month' : 'aba.imports.week')}
          placeholder={t(month ? 'aba.imports.month' : 'aba.imports.week')}
          value={picked}
          onChange={setPicked}
          disabledDate={(day) => !hasEnded(day, month)}
        />
        {authorized && (
          <>
            <Select
              mode="tags"
              className="tw-aba-import-departments"
              aria-label={t('aba.imports.departments')}
              placeholder={t('aba.imports.allDepartments')}
              value={departments}
              onChange={setDepartments}
              options={knownDepartments.map((department) => ({ value: department, label: department }))}
              maxTagCount="responsive"
            />
            <Button type="primary" disabled={!picked} loading={start.week.isPending} onClick={importPeriod}>
              {t(`aba.imports.importPeriod.${reportPeriod}`)}
            </Button>
            <Button loading={start.backfill.isPending} onClick={backfill}>
              {t('aba.imports.backfill')}
            </Button>
          </>
        )}
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          disabled={!picked}
          beforeUpload={(file) => {
            uploadCsv(file);
            return false;
          }}
        >
          <Button disabled={!picked} loading={start.upload.isPending}>
            {t('aba.imports.uploadCsv')}
          </Button>
        </Upload>
      </Space>
      <Typography.Paragraph type="secondary" className="tw-aba-upload-hint">
        {t('aba.imports.uploadHint', { size: UPLOAD_MAX })}
      </Typography.Paragraph>
      <Table<AbaImportView>
        className="tw-aba-imports"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 10 }}
        aria-label={t('aba.imports.list')}
      />
    </Card>
  );
}

function LoadProgress({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const { data } = useJobProgress(jobId, { silent: true });
  const percent = data?.progress ?? 0;
  return <Progress percent={percent} size="small" aria-label={t('aba.imports.progress', { percent })} />;
}
