import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import {
  BID_FACTOR,
  campaignNameOf,
  harvestSettingsSaveRequest,
  issueMessage,
  type HarvestSettings,
} from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/features/feedback';
import { useHarvestSettings, useSaveHarvestSettings } from '@/features/harvest';
import type { LanguageCode } from '@/locales/languages';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';

type Fields = Pick<HarvestSettings, 'campaignNamePattern' | 'bidFactor' | 'minBid' | 'maxBid'>;

/** The product the name preview is shown for. */
const EXAMPLE = { sku: 'YOGA-MAT-BLUE', asin: 'B0EXAMPLE1' };

/** What the pattern makes of the example, for keywords and for ASIN targets. */
function NamePreview({ pattern }: { pattern: string }) {
  const { t } = useTranslation();
  return (
    <div className="tw-harvest-settings__preview">
      <Typography.Text type="secondary">
        {t('harvest.settings.preview', { sku: EXAMPLE.sku })}
      </Typography.Text>
      {(['keyword', 'asinTarget'] as const).map((kind) => (
        <Typography.Text key={kind} code className="tw-harvest-settings__name">
          {campaignNameOf(pattern, { ...EXAMPLE, kind })}
        </Typography.Text>
      ))}
    </div>
  );
}

/**
 * A shop's harvest settings: the name pattern of the campaign a harvest creates, and the starting bid's
 * factor and bounds. Checked against the server's own schema before it is sent.
 */
export function HarvestSettingsModal(props: {
  open: boolean;
  initialShopId: string | undefined;
  shops: { value: string; label: string }[];
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Fields>();
  const [shopId, setShopId] = useState<string | null>(null);
  const settings = useHarvestSettings(props.open ? shopId : null);
  const save = useSaveHarvestSettings();
  const pattern = Form.useWatch('campaignNamePattern', form) ?? '';
  const currency = settings.data?.currency ?? '';

  useEffect(() => {
    if (props.open) setShopId(props.initialShopId ?? props.shops[0]?.value ?? null);
  }, [props.open, props.initialShopId, props.shops]);
  // Again on every opening: a shop's settings may come from the cache, unchanged since the last time.
  useEffect(() => {
    if (props.open && settings.data) form.setFieldsValue(settings.data);
  }, [props.open, settings.data, form]);

  const submit = async () => {
    if (!shopId) return;
    const values = { ...form.getFieldsValue(true), shopId } as Fields & { shopId: string };
    const request = {
      ...values,
      minBid: values.minBid ?? null,
      maxBid: values.maxBid ?? null,
    };
    const parsed = harvestSettingsSaveRequest.safeParse(request);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path[0] as keyof Fields,
          errors: [
            issueMessage(issue, i18n.language as LanguageCode, request[issue.path[0] as keyof Fields]),
          ],
        })),
      );
      return;
    }
    await save.mutateAsync(parsed.data);
    void message.success(t('harvest.settings.saved'));
    props.onClose();
  };

  return (
    <Modal
      title={t('harvest.settings.title')}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => submit().catch(ignoreShownFailure)}
      okText={t('harvest.settings.save')}
      okButtonProps={{ loading: save.isPending, disabled: !settings.data }}
    >
      <Form form={form} layout="vertical" className="tw-harvest-settings" disabled={settings.isFetching}>
        <Form.Item label={t('harvest.settings.shop')}>
          <Select
            aria-label={t('harvest.settings.shop')}
            placeholder={t('harvest.settings.pickShop')}
            value={shopId ?? undefined}
            onChange={setShopId}
            options={props.shops}
          />
        </Form.Item>
        <Form.Item
          name="campaignNamePattern"
          label={t('harvest.settings.pattern')}
          extra={
            <>
              {t('harvest.settings.patternHelp')}
              <NamePreview pattern={pattern} />
            </>
          }
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item
          name="bidFactor"
          label={t('harvest.settings.bidFactor')}
          extra={t('harvest.settings.bidFactorHelp')}
        >
          <InputNumber
            min={BID_FACTOR.min}
            max={BID_FACTOR.max}
            step={0.1}
            className="tw-harvest-settings__number"
          />
        </Form.Item>
        <div className="tw-harvest-settings__bids">
          <Form.Item name="minBid" label={t('harvest.settings.minBid', { currency })}>
            <InputNumber
              min={0}
              className="tw-harvest-settings__number"
              placeholder={t('harvest.settings.minBidPlaceholder', {
                value: settings.data?.amazonMinBid ?? '',
              })}
            />
          </Form.Item>
          <Form.Item name="maxBid" label={t('harvest.settings.maxBid', { currency })}>
            <InputNumber
              min={0}
              className="tw-harvest-settings__number"
              placeholder={t('harvest.settings.maxBidPlaceholder', { value: settings.data?.ceiling ?? '' })}
            />
          </Form.Item>
        </div>
        <Typography.Paragraph type="secondary">{t('harvest.settings.nextScan')}</Typography.Paragraph>
      </Form>
    </Modal>
  );
}
