import { useState } from 'react';
import { App, Alert, Button, Form, Modal, Select, Space, Table, Typography } from 'antd';
import type { RankImportResponse } from '@termwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { keywordKeys } from '@/features/keyword-structure';
import type { ShopOption } from '@/features/shop';
import { commitRankImport, previewRankImport } from '@/service/api/rank';

interface ImportModalProps {
  open: boolean;
  shops: ShopOption[];
  onClose(): void;
}

/** Rank exports of Helium 10 or SellerSprite: previewed (what would be written, every bad line) before import. */
export function ImportModal({ open, shops, onClose }: ImportModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [shopId, setShopId] = useState<string>();
  const [csv, setCsv] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const [preview, setPreview] = useState<RankImportResponse>();
  const label = (key: string, values?: Record<string, unknown>) =>
    t(`keywordRank.importModal.${key}`, values);

  const previewing = useMutation({
    mutationFn: () => previewRankImport(shopId!, csv!),
    onSuccess: setPreview,
  });
  const committing = useMutation({
    mutationFn: () => commitRankImport(shopId!, csv!),
    onSuccess: (result) => {
      void message.success(label('committed', result));
      void queryClient.invalidateQueries({ queryKey: keywordKeys.all });
      setPreview(undefined);
      setCsv(undefined);
      setFileName(undefined);
      onClose();
    },
  });
  const readFile = async (file: File | undefined) => {
    setPreview(undefined);
    setFileName(file?.name);
    setCsv(file ? await file.text() : undefined);
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
            disabled={!shopId || !csv}
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
            options={shops.map((shop) => ({ value: shop.id, label: `${shop.name} · ${shop.countryCode}` }))}
          />
        </Form.Item>
        <Form.Item label={label('file')} htmlFor="tw-rank-import-file" extra={fileName}>
          <input
            id="tw-rank-import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </Form.Item>
      </Form>
      {preview && (
        <Space orientation="vertical" className="tw-rank-page">
          <Alert
            type={preview.errors.length ? 'warning' : 'success'}
            title={label('summary', { ...preview, format: preview.format ?? label('unknownFormat') })}
          />
          {preview.errors.length > 0 && (
            <Table
              size="small"
              rowKey="line"
              title={() => label('errors', { count: preview.errors.length })}
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
