import { useState } from 'react';
import { Alert, Empty, Modal, Radio, Spin, Tag, Typography } from 'antd';
import type { HarvestDestinationChoice, HarvestRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useHarvestDestinations } from '@/features/harvest';
import { useFormatters } from '@/features/i18n';
import type { HarvestPick } from '@/service/api/harvest';
import { Place } from './HarvestCells';
import { confirmQuestion } from './confirm-question';

interface DestinationPickerProps {
  /** The harvest to place; null: closed. */
  row: HarvestRow | null;
  busy: boolean;
  onConfirm(row: HarvestRow, destination: HarvestPick): void;
  onClose(): void;
}

/** The row as it would be confirmed into the picked ad group, for the question of what confirming does. */
const placedIn = (row: HarvestRow, choice: HarvestDestinationChoice): HarvestRow => ({
  ...row,
  destination: { ...choice, toCreate: false },
});

/**
 * Another ad group for one harvest: the product's manual ad groups that take its kind of targeting, the
 * proposed one marked. Picking says what confirming does there; confirming sends the pick with that row only.
 */
export function DestinationPicker({ row, busy, onConfirm, onClose }: DestinationPickerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const choices = useHarvestDestinations(row?.id ?? null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const list = choices.data ?? [];
  const picked =
    list.find((choice) => choice.adGroupId === pickedId) ?? list.find((choice) => choice.current);

  const body = () => {
    if (choices.isLoading) return <Spin />;
    if (choices.isError) return <Alert type="error" showIcon title={t('harvest.picker.failed')} />;
    if (list.length === 0)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('harvest.picker.none')} />;
    return (
      <Radio.Group
        className="tw-harvest-picker"
        value={picked?.adGroupId}
        onChange={(event) => setPickedId(event.target.value as string)}
        options={list.map((choice) => ({
          value: choice.adGroupId,
          label: (
            <span className="tw-harvest-picker__choice">
              <Place campaign={choice.campaignName} adGroup={choice.adGroupName} />
              {choice.current && <Tag>{t('harvest.picker.current')}</Tag>}
            </span>
          ),
        }))}
      />
    );
  };

  return (
    <Modal
      className="tw-harvest-picker-modal"
      open={row !== null}
      title={row && t('harvest.picker.title', { term: row.searchTerm })}
      okText={t('harvest.picker.confirm')}
      okButtonProps={{ disabled: !picked, loading: busy }}
      onOk={() => picked && onConfirm(row!, { campaignId: picked.campaignId, adGroupId: picked.adGroupId })}
      onCancel={onClose}
      afterClose={() => setPickedId(null)}
      destroyOnHidden
    >
      {row && (
        <>
          <Typography.Paragraph type="secondary">{t('harvest.picker.intro')}</Typography.Paragraph>
          {body()}
          {picked && (
            <div className="tw-harvest-picker__question">
              {confirmQuestion(placedIn(row, picked), format.money(row.bid, row.currency), t).map(
                (sentence) => (
                  <div key={sentence}>{sentence}</div>
                ),
              )}
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
