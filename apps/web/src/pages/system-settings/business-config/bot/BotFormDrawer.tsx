import { useEffect } from 'react';
import { Button, Drawer, Form, Input, Radio, Select, Space, Switch } from 'antd';
import {
  BOT_CHANNELS,
  BOT_METRICS,
  type BotChannel,
  type BotMetric,
  type BotView,
} from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { shopCurrencySelectOptions, useShops } from '@/features/shop';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { useSaveBot } from './use-bots';
import { useFeedback } from '@/features/feedback';

interface BotFormValues {
  name: string;
  channel: BotChannel;
  webhookUrl?: string;
  secret?: string;
  security: 'keyword' | 'signature' | 'none';
  keyword?: string;
  shopIds: string[];
  metrics: BotMetric[];
  language: 'zh-CN' | 'en-US';
  sendTime: string;
  timezone: string;
  enabled: boolean;
}

const NEW_BOT: BotFormValues = {
  name: '',
  channel: 'dingtalk',
  security: 'signature',
  shopIds: [],
  metrics: ['cost', 'sales', 'orders', 'acos'],
  language: 'zh-CN',
  sendTime: '09:00',
  timezone: 'Asia/Shanghai',
  enabled: true,
};

const ZONES = Intl.supportedValuesOf('timeZone');

function signs(channel: BotChannel, security: string) {
  return (
    channel === 'feishu' || channel === 'webhook' || (channel === 'dingtalk' && security === 'signature')
  );
}

/** Creates or edits a bot; the stored address and secret are only ever shown masked and kept when left empty. */
export function BotFormDrawer({ bot, onClose }: { bot: BotView | 'new' | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<BotFormValues>();
  const { data: shops = [] } = useShops();
  const save = useSaveBot();
  const channel = Form.useWatch('channel', form) ?? 'dingtalk';
  const security = Form.useWatch('security', form) ?? 'none';
  const existing = bot !== null && bot !== 'new' ? bot : null;

  useEffect(() => {
    if (bot === null) return;
    form.resetFields();
    form.setFieldsValue(
      bot === 'new' ? NEW_BOT : { ...bot, keyword: bot.keyword ?? undefined, webhookUrl: '', secret: '' },
    );
  }, [bot, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      ...values,
      secret: values.secret || undefined,
      keyword: values.keyword || undefined,
      webhookUrl: values.webhookUrl ?? '',
    };
    await save.mutateAsync(existing ? { ...body, id: existing.id } : body).then(() => {
      message.success(t('bot.saved'));
      onClose();
    }, ignoreShownFailure);
  };

  const needsSecret = signs(channel, security) && !existing?.secretMasked;
  return (
    <Drawer
      open={bot !== null}
      onClose={onClose}
      title={existing ? t('bot.edit') : t('bot.add')}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('bot.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('bot.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="name"
          label={t('bot.field.name')}
          rules={[{ required: true, whitespace: true, message: t('bot.rules.required') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="channel" label={t('bot.field.channel')} rules={[{ required: true }]}>
          <Select options={BOT_CHANNELS.map((value) => ({ value, label: t(`bot.channel.${value}`) }))} />
        </Form.Item>
        <Form.Item
          name="webhookUrl"
          label={t('bot.field.webhookUrl')}
          extra={existing ? t('bot.field.webhookUrlKeep', { masked: existing.webhookUrlMasked }) : undefined}
          rules={[
            { required: !existing, message: t('bot.rules.required') },
            { pattern: /^https?:\/\/\S+$/, message: t('bot.rules.url') },
          ]}
        >
          <Input maxLength={1000} autoComplete="off" />
        </Form.Item>
        {channel === 'dingtalk' && (
          <Form.Item name="security" label={t('bot.field.security')}>
            <Radio.Group
              options={(['signature', 'keyword', 'none'] as const).map((value) => ({
                value,
                label: t(`bot.security.${value}`),
              }))}
            />
          </Form.Item>
        )}
        {channel === 'dingtalk' && security === 'keyword' && (
          <Form.Item
            name="keyword"
            label={t('bot.field.keyword')}
            rules={[{ required: true, whitespace: true, message: t('bot.rules.required') }]}
          >
            <Input maxLength={40} />
          </Form.Item>
        )}
        {signs(channel, security) && (
          <Form.Item
            name="secret"
            label={t('bot.field.secret')}
            extra={
              existing?.secretMasked
                ? t('bot.field.secretKeep', { masked: existing.secretMasked })
                : undefined
            }
            rules={[{ required: needsSecret, message: t('bot.errors.botSecretRequired') }]}
          >
            <Input.Password maxLength={200} autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="shopIds" label={t('bot.field.shops')} extra={t('bot.field.allShops')}>
          <Select mode="multiple" allowClear options={shopCurrencySelectOptions(shops)} />
        </Form.Item>
        <Form.Item
          name="metrics"
          label={t('bot.field.metrics')}
          rules={[{ required: true, type: 'array', min: 1, message: t('bot.rules.metrics') }]}
        >
          <Select
            mode="multiple"
            options={BOT_METRICS.map((value) => ({ value, label: t(`bot.metric.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="language" label={t('bot.field.language')}>
          <Radio.Group
            options={(['zh-CN', 'en-US'] as const).map((value) => ({
              value,
              label: t(`bot.language.${value}`),
            }))}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item
            name="sendTime"
            label={t('bot.field.sendTime')}
            rules={[
              { required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('bot.rules.sendTime') },
            ]}
          >
            <Input className="tw-bot-time" maxLength={5} placeholder="09:00" />
          </Form.Item>
          <Form.Item
            name="timezone"
            label={t('bot.field.timezone')}
            rules={[{ required: true, message: t('bot.rules.required') }]}
          >
            <Select
              className="tw-bot-zone"
              showSearch
              options={ZONES.map((zone) => ({ value: zone, label: zone }))}
            />
          </Form.Item>
        </Space>
        <Form.Item name="enabled" label={t('bot.field.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
