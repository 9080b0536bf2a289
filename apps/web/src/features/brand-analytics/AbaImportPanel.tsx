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
import { ABA_UPLOAD_MAX_BYTES, type AbaImportView } from '@termwise/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJobProgress } from '@/features/jobs';
import { useFormatters } from '@/features/i18n';
import { useAbaImports, useStartAbaImport } from './use-aba';
import { useFeedback } from '@/features/feedback';

const UPLOAD_MAX = `${ABA_UPLOAD_MAX_BYTES / 1024 ** 3} GB`;

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
}: {
  marketplaceId: string;
  authorized: boolean;
  /** The departments loaded reports named: the filter offers them, and takes others typed in. */
  knownDepartments: string[];
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const format = useFormatters();
  const [week, setWeek] = useState<Dayjs | null>(null);
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

  const period = () => ({
    marketplaceId,
    reportPeriod: 'WEEK' as const,
    startDate: week!.day(0).format('YYYY-MM-DD'),
  });
  const importWeek = () =>
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
      render: (_, row) => t('aba.week', { start: row.startDate, end: row.endDate }),
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
          picker="week"
          aria-label={t('aba.imports.week')}
          placeholder={t('aba.imports.week')}
          value={week}
          onChange={setWeek}
          disabledDate={(day) => day.isAfter(dayjs().day(0).subtract(1, 'day'), 'day')}
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
            <Button type="primary" disabled={!week} loading={start.week.isPending} onClick={importWeek}>
              {t('aba.imports.importWeek')}
            </Button>
            <Button loading={start.backfill.isPending} onClick={backfill}>
              {t('aba.imports.backfill')}
            </Button>
          </>
        )}
        <Upload
          accept=".csv,text/csv"
          showUploadList={false}
          disabled={!week}
          beforeUpload={(file) => {
            uploadCsv(file);
            return false;
          }}
        >
          <Button disabled={!week} loading={start.upload.isPending}>
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
