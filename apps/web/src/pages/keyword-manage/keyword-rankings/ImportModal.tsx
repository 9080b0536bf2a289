import { useState } from 'react';
import { Alert, Button, Form, Modal, Select, Space, Table, Typography } from 'antd';
import { RANK_IMPORT_MAX_BYTES, type RankImportResponse } from '@termwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';
import { keywordKeys } from '@/features/keyword-structure';
import type { ShopOption } from '@/features/shop';
import { commitRankImport, previewRankImport } from '@/service/api/rank';
import { useFeedback } from '@/features/feedback';
import { RankValue } from './RankCell';
import { shopSelectOptions } from '@/features/shop';

interface ImportModalProps {
  open: boolean;
  shops: ShopOption[];
  onClose(): void;
}

const MAX_MB = RANK_IMPORT_MAX_BYTES / 1024 / 1024;

/**
 * Rank exports of Helium 10 or SellerSprite: previewed (what would be written, the bad lines) before import.
 * The file goes to the server as it is, streamed; the page never reads it into memory.
 */
export function ImportModal({ open, shops, onClose }: ImportModalProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [shopId, setShopId] = useState<string>();
  const { count } = useFormatters();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<RankImportResponse>();
  const label = (key: string, values?: Record<string, unknown>) =>
    t(`keywordRank.importModal.${key}`, values);
  const counted = (result: RankImportResponse) => ({
    format: result.format ?? label('unknownFormat'),
    accepted: count(result.accepted),
    unchanged: count(result.unchanged),
    keywords: count(result.keywords),
  });
  const tooLarge = (file?.size ?? 0) > RANK_IMPORT_MAX_BYTES;

  const previewing = useMutation({
    mutationFn: () => previewRankImport(shopId!, file!),
    onSuccess: setPreview,
  });
  const committing = useMutation({
    mutationFn: () => commitRankImport(shopId!, file!),
    onSuccess: (result) => {
      void message.success(label('committed', counted(result)));
      void queryClient.invalidateQueries({ queryKey: keywordKeys.all });
      setPreview(undefined);
      setFile(undefined);
      onClose();
    },
  });
  const chooseFile = (chosen: File | undefined) => {
    setPreview(undefined);
    setFile(chosen);
  };

  return (
    <Modal
      open={open}
      title={label('title')}
      width={720}
      onCancel={onClose}
      footer={
        <Space>
          <Button
            onClick={() => previewing.mutate()}
            disabled={!shopId || !file || tooLarge}
            loading={previewing.isPending}
          >
            {label('preview')}
          </Button>
          <Button
            type="primary"
            onClick={() => committing.mutate()}
            disabled={!preview || !preview.accepted}
            loading={committing.isPending}
          >
            {label('commit')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical">
        <Typography.Paragraph type="secondary">{label('help')}</Typography.Paragraph>
        <Form.Item label={t('keywordRank.page.shop')} htmlFor="tw-rank-import-shop">
          <Select
            id="tw-rank-import-shop"
            value={shopId}
            onChange={(value) => {
              setShopId(value);
              setPreview(undefined);
            }}
            options={shopSelectOptions(shops)}
          />
        </Form.Item>
        <Form.Item
          label={label('file')}
          htmlFor="tw-rank-import-file"
          extra={file && `${file.name} · ${count(Math.ceil(file.size / 1024))} KB`}
          validateStatus={tooLarge ? 'error' : undefined}
          help={tooLarge ? label('tooLarge', { max: MAX_MB }) : undefined}
        >
          <input
            id="tw-rank-import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => chooseFile(event.target.files?.[0])}
          />
        </Form.Item>
      </Form>
      {preview && (
        <Space orientation="vertical" className="tw-rank-page">
          <Alert
            type={preview.errorCount ? 'warning' : 'success'}
            title={label('summary', counted(preview))}
          />
          {preview.sample.length > 0 && (
            <Table
              size="small"
              rowKey={(row) => `${row.date}|${row.asin}|${row.keyword}`}
              title={() => label('sample')}
              dataSource={preview.sample}
              pagination={false}
              scroll={{ x: 560 }}
              columns={[
                {
                  title: label('date'),
                  dataIndex: 'date',
                  width: 110,
                  render: (date: string) => <span className="tw-nowrap">{date}</span>,
                },
                {
                  title: t('keywordRank.column.asin'),
                  dataIndex: 'asin',
                  width: 120,
                  render: (asin: string) => <span className="tw-nowrap">{asin}</span>,
                },
                { title: t('keywordRank.column.keyword'), dataIndex: 'keyword' },
                {
                  title: t('keywordRank.column.organic'),
                  dataIndex: 'organicRank',
                  width: 90,
                  render: (rank: number | null) => <RankValue rank={rank} missing="notIndexed" />,
                },
                {
                  title: t('keywordRank.column.sponsored'),
                  dataIndex: 'sponsoredRank',
                  width: 100,
                  render: (rank: number | null) => <RankValue rank={rank} missing="noAd" />,
                },
              ]}
            />
          )}
          {preview.errors.length > 0 && (
            <Table
              size="small"
              rowKey="line"
              title={() =>
                label(preview.errorCount > preview.errors.length ? 'errorsListed' : 'errors', {
                  count: count(preview.errorCount),
                  listed: count(preview.errors.length),
                })
              }
              dataSource={preview.errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: label('line'), dataIndex: 'line', width: 80 },
                { title: label('reason'), dataIndex: 'reason' },
              ]}
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
