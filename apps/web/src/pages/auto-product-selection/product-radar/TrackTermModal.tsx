import { useState } from 'react';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ShopOption } from '@/features/shop';
import { keywordKeys } from '@/features/keyword-structure';
import { trackKeywords } from '@/service/api/rank';
import { useFeedback } from '@/features/feedback';
import { shopSelectOptions } from '@/features/shop';

/** Sends a term to keyword rankings: tracked for one of the seller's ASINs in a shop of the marketplace. */
export function TrackTermModal({
  searchTerm,
  shops,
  onClose,
}: {
  searchTerm: string | undefined;
  /** The seller's shops in the term's marketplace. */
  shops: ShopOption[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [shopId, setShopId] = useState<string>();
  const [asin, setAsin] = useState('');
  const chosenShop = shopId ?? shops[0]?.id;
  const track = useMutation({
    mutationFn: () => trackKeywords(chosenShop!, asin.trim().toUpperCase(), [searchTerm!]),
    onSuccess: () => {
      void message.success(
        <span>
          {t('radar.trackModal.done', { term: searchTerm })}{' '}
          {/* The message renders outside the router: a router Link there breaks the whole app. */}
          <Button type="link" size="small" onClick={() => void navigate('/keyword-manage/keyword-rankings')}>
            {t('radar.trackModal.open')}
          </Button>
        </span>,
      );
      void queryClient.invalidateQueries({ queryKey: keywordKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={Boolean(searchTerm)}
      title={t('radar.trackModal.title', { term: searchTerm })}
      okText={t('radar.track')}
      okButtonProps={{ disabled: !chosenShop || !asin.trim(), loading: track.isPending }}
      onOk={() => track.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('radar.trackModal.shop')} htmlFor="tw-radar-track-shop">
          <Select
            id="tw-radar-track-shop"
            value={chosenShop}
            onChange={setShopId}
            notFoundContent={t('radar.trackModal.noShop')}
            options={shopSelectOptions(shops)}
          />
        </Form.Item>
        <Form.Item label={t('radar.trackModal.asin')} htmlFor="tw-radar-track-asin">
          <Input id="tw-radar-track-asin" value={asin} onChange={(event) => setAsin(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
