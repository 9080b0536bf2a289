import { useState } from 'react';
import { Form, Input, Modal, Select, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { keywordKeys } from '@/features/keyword-structure';
import type { ShopOption } from '@/features/shop';
import { trackKeywords } from '@/service/api/rank';
import { useRankSuggestions } from './use-ranks';
import { useFeedback } from '@/features/feedback';
import { shopSelectOptions } from '@/features/shop';

interface TrackModalProps {
  open: boolean;
  shops: ShopOption[];
  onClose(): void;
}

/** Track keywords of an ASIN: typed in, or picked from its best converting search terms. */
export function TrackModal({ open, shops, onClose }: TrackModalProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [shopId, setShopId] = useState<string>();
  const [asin, setAsin] = useState('');
  const [keywords, setKeywords] = useState('');
  const suggestions = useRankSuggestions(shopId, asin);
  const lines = keywords
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const track = useMutation({
    mutationFn: () => trackKeywords(shopId!, asin.trim(), lines),
    onSuccess: ({ tracked }) => {
      void message.success(t('keywordRank.trackModal.done', { count: tracked }));
      void queryClient.invalidateQueries({ queryKey: keywordKeys.all });
      setKeywords('');
      onClose();
    },
  });
  const add = (keyword: string) => {
    if (!lines.includes(keyword)) setKeywords([...lines, keyword].join('\n'));
  };
  const label = (key: string) => t(`keywordRank.${key}`);

  return (
    <Modal
      open={open}
      title={label('trackModal.title')}
      okText={label('trackModal.submit')}
      okButtonProps={{ disabled: !shopId || !asin.trim() || !lines.length, loading: track.isPending }}
      onOk={() => track.mutate()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label={label('page.shop')} htmlFor="tw-rank-track-shop">
          <Select
            id="tw-rank-track-shop"
            value={shopId}
            onChange={setShopId}
            options={shopSelectOptions(shops)}
          />
        </Form.Item>
        <Form.Item label={label('page.asin')} htmlFor="tw-rank-track-asin">
          <Input id="tw-rank-track-asin" value={asin} onChange={(event) => setAsin(event.target.value)} />
        </Form.Item>
        {suggestions.data && (
          <Form.Item label={label('trackModal.suggestions')}>
            {suggestions.data.rows.length ? (
              <div className="tw-rank-suggestions">
                {suggestions.data.rows.map((row) => (
                  <Tag.CheckableTag
                    key={row.keyword}
                    checked={lines.includes(row.keyword)}
                    onChange={() => add(row.keyword)}
                  >
                    {row.keyword} · {t('keywordRank.trackModal.orders', { count: row.orders })}
                  </Tag.CheckableTag>
                ))}
              </div>
            ) : (
              <Typography.Text type="secondary">{label('trackModal.noSuggestions')}</Typography.Text>
            )}
          </Form.Item>
        )}
        <Form.Item label={label('trackModal.keywords')} htmlFor="tw-rank-track-keywords">
          <Input.TextArea
            id="tw-rank-track-keywords"
            rows={5}
            value={keywords}
            onChange={(event) => setKeywords(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
