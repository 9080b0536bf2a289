import { useEffect } from 'react';
import { Button, Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch, Typography } from 'antd';
import { ASIN_PATTERN, BACKTEST_DAYS, RULE_ACTIONS, type NegRule } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@/locales/languages';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { shopSelectOptions, useShops } from '@/features/shop';
import { ConditionsBuilder } from './ConditionsBuilder';
import { CurrencySelect } from './CurrencySelect';
import {
  HARVEST_START,
  NEW_RULE,
  serverSchemaErrors,
  toFormValues,
  toSaveRequest,
  type RuleFormValues,
} from './rule-form';
import { ruleDisplayName } from './rule-name';
import { RulePreview } from './RulePreview';
import { RuleBacktest } from './RuleBacktest';
import { HarvestRulePreview } from './HarvestRulePreview';
import {
  useBacktestRule,
  usePreviewHarvestRule,
  usePreviewRule,
  useRules,
  useSaveRule,
  type BacktestAsked,
} from './use-rules';
import '../negation.css';
import { useFeedback } from '@/features/feedback';

interface RuleFormDrawerProps {
  /** null: closed; 'new': an empty rule; otherwise the rule to edit. */
  rule: NegRule | 'new' | null;
  readOnly: boolean;
  onClose(): void;
}

export function RuleFormDrawer({ rule, readOnly, onClose }: RuleFormDrawerProps) {
  const { t, i18n } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<RuleFormValues>();
  const conditions = Form.useWatch('conditions', form) as RuleFormValues['conditions'] | undefined;
  const usesProbability = conditions?.some((condition) => condition?.metric === 'reachProbability') ?? false;
  const harvesting = (Form.useWatch('action', form) as RuleFormValues['action'] | undefined) === 'harvest';
  const { data: shops = [] } = useShops();
  const save = useSaveRule();
  const preview = usePreviewRule();
  const { reset: resetPreview } = preview;
  const harvestPreview = usePreviewHarvestRule();
  const { reset: resetHarvestPreview } = harvestPreview;
  const backtest = useBacktestRule();
  const { reset: resetBacktest } = backtest;
  const { data: savedRules } = useRules();

  useEffect(() => {
    if (rule === null) return;
    form.setFieldsValue(
      rule === 'new' ? NEW_RULE : { ...toFormValues(rule), name: ruleDisplayName(rule.name, t) },
    );
    resetPreview();
    resetHarvestPreview();
    resetBacktest();
  }, [rule, form, resetPreview, resetHarvestPreview, resetBacktest, t]);

  /** A rule's conditions mean opposite things for the two actions: each starts from its own. */
  const changeAction = (action: RuleFormValues['action']) => {
    const { conditions, lookbackDays, attributionDays } = action === 'harvest' ? HARVEST_START : NEW_RULE;
    form.setFieldsValue({ conditions, lookbackDays, attributionDays });
    resetPreview();
    resetHarvestPreview();
    resetBacktest();
  };

  /** Field rules first, then the server's schema, so nothing invalid leaves the browser. */
  const validValues = async (): Promise<RuleFormValues | null> => {
    // A failed field rule already shows under its field; there is nothing more to report.
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return null;
    const values = { ...form.getFieldsValue(true), ...checked } as RuleFormValues;
    const errors = serverSchemaErrors(values, i18n.language as LanguageCode);
    form.setFields(errors as Parameters<typeof form.setFields>[0]);
    return errors.length ? null : values;
  };

  const submit = async () => {
    const values = await validValues();
    if (!values) return;
    await save.mutateAsync(toSaveRequest(values));
    void message.success(t('negation.rules.saved'));
    onClose();
  };

  const runPreview = async () => {
    const values = await validValues();
    if (!values) return;
    const { id: _id, ...draft } = toSaveRequest(values);
    if (draft.action === 'harvest') harvestPreview.mutate(draft);
    else preview.mutate(draft);
  };

  const runBacktest = async (change: Partial<Omit<BacktestAsked, 'draft'>> = {}) => {
    const values = await validValues();
    if (!values) return;
    const { id: _id, ...draft } = toSaveRequest(values);
    const last = backtest.data?.asked;
    backtest.mutate({
      draft,
      days: change.days ?? last?.days ?? BACKTEST_DAYS.default,
      compareWith: change.compareWith === undefined ? (last?.compareWith ?? null) : change.compareWith,
    });
  };

  const required = { required: true, message: t('negation.rules.error.required') };
  const range = (min: number, max: number) => ({
    type: 'number' as const,
    min,
    max,
    message: t('negation.rules.error.range', { min, max }),
  });
  // The targets are only required when a condition multiplies them (the server's cross-field rule).
  const targetRule = (target: 'cpcTarget' | 'acosTarget') => ({
    validator: async (_: unknown, value: number | null) => {
      const conditions: RuleFormValues['conditions'] = form.getFieldValue('conditions') ?? [];
      if (
        (value === null || value === undefined) &&
        conditions.some((condition) => condition?.relativeTo === target)
      ) {
        throw new Error(t('negation.rules.error.targetRequired'));
      }
    },
  });

  return (
    <Drawer
      open={rule !== null}
      size={760}
      title={
        rule === 'new'
          ? t('negation.rules.add')
          : readOnly
            ? t('negation.rules.view')
            : t('negation.rules.edit')
      }
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space className="tw-rule-form__footer">
          <Button onClick={onClose}>{t('negation.rules.cancel')}</Button>
          <Button loading={preview.isPending || harvestPreview.isPending} onClick={() => void runPreview()}>
            {t('negation.rules.preview')}
          </Button>
          {!harvesting && (
            <Button loading={backtest.isPending} onClick={() => void runBacktest()}>
              {t('negation.rules.backtest.run')}
            </Button>
          )}
          {!readOnly && (
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => void submit().catch(ignoreShownFailure)}
            >
              {t('negation.rules.save')}
            </Button>
          )}
        </Space>
      }
    >
      <Form<RuleFormValues> form={form} layout="vertical" disabled={readOnly} className="tw-rule-form">
        <div className="tw-rule-form__row">
          <Form.Item
            name="name"
            label={t('negation.rules.field.name')}
            className="tw-rule-form__grow"
            rules={[
              required,
              { whitespace: true, message: t('negation.rules.error.required') },
              { max: 60, message: t('negation.rules.error.maxLength', { max: 60 }) },
            ]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="enabled" label={t('negation.rules.field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>

        <Form.Item
          name="action"
          label={t('negation.rules.action.label')}
          extra={harvesting ? t('negation.rules.action.harvestHelp') : undefined}
        >
          <Radio.Group
            optionType="button"
            onChange={(event) => changeAction(event.target.value as RuleFormValues['action'])}
            options={RULE_ACTIONS.map((action) => ({
              value: action,
              label: t(`negation.rules.action.${action}`),
            }))}
          />
        </Form.Item>

        <Typography.Title level={5}>{t('negation.rules.field.scope')}</Typography.Title>
        <div className="tw-rule-form__grid">
          <Form.Item name={['scope', 'shopIds']} label={t('negation.rules.field.shops')}>
            <Select mode="multiple" allowClear options={shopSelectOptions(shops)} />
          </Form.Item>
          <Form.Item
            name={['scope', 'asins']}
            label={t('negation.rules.field.asins')}
            rules={[
              {
                validator: async (_, asins: string[] = []) => {
                  if (asins.some((asin) => !ASIN_PATTERN.test(asin)))
                    throw new Error(t('negation.rules.error.asin'));
                },
              },
            ]}
          >
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
          </Form.Item>
          <Form.Item name={['scope', 'campaignIds']} label={t('negation.rules.field.campaigns')}>
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
          </Form.Item>
          <Form.Item name={['scope', 'adGroupIds']} label={t('negation.rules.field.adGroups')}>
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
          </Form.Item>
        </div>

        <ConditionsBuilder disabled={readOnly} harvesting={harvesting} />

        <div className="tw-rule-form__grid">
          <Form.Item
            name="lookbackDays"
            label={t('negation.rules.field.lookbackDays')}
            rules={[required, range(1, 365)]}
          >
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="skipRecentDays"
            label={t('negation.rules.field.skipRecentDays')}
            tooltip={t('negation.rules.field.skipRecentHelp')}
            rules={[required, range(0, 14)]}
          >
            <InputNumber min={0} max={14} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="attributionDays"
            label={t('negation.rules.field.attributionDays')}
            rules={[required]}
            hidden={harvesting}
          >
            <Radio.Group
              optionType="button"
              options={([1, 7] as const).map((days) => ({
                value: days,
                label: t(`negation.rules.field.attribution.${days}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="cpcTarget"
            label={t('negation.rules.field.cpcTarget')}
            dependencies={['conditions']}
            rules={[range(0.01, 1000), targetRule('cpcTarget')]}
          >
            <InputNumber min={0.01} max={1000} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="cpcTargetCurrency" label={t('negation.rules.field.cpcTargetCurrency')}>
            <CurrencySelect disabled={readOnly} />
          </Form.Item>
          <Form.Item
            name="acosTargetPercent"
            label={t('negation.rules.field.acosTarget')}
            dependencies={['conditions']}
            rules={[range(0.01, 10000), targetRule('acosTarget')]}
          >
            <InputNumber min={0.01} max={10000} suffix="%" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="scheduleHours"
            label={t('negation.rules.field.scheduleHours')}
            rules={[required, range(0, 720)]}
            hidden={harvesting}
          >
            <InputNumber min={0} max={720} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>

        <div className="tw-rule-form__grid">
          <Form.Item name="flag" label={t('negation.rules.field.flag')} rules={[required]}>
            <Radio.Group
              options={([1, 2] as const).map((flag) => ({ value: flag, label: t(`negation.flag.${flag}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="matchType"
            label={t('negation.rules.field.matchType')}
            tooltip={t('negation.rules.field.matchTypeHelp')}
            rules={[required]}
            hidden={harvesting}
          >
            <Radio.Group
              optionType="button"
              options={(['NEGATIVE_EXACT', 'NEGATIVE_PHRASE'] as const).map((type) => ({
                value: type,
                label: t(`negation.matchType.${type}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="level"
            label={t('negation.rules.field.level')}
            rules={[required]}
            hidden={harvesting}
          >
            <Radio.Group
              optionType="button"
              options={(['adGroup', 'campaign'] as const).map((level) => ({
                value: level,
                label: t(`negation.level.${level}`),
              }))}
            />
          </Form.Item>
        </div>

        {(['protectedTerms', 'coreTerms'] as const).map((field) => (
          <Form.Item
            key={field}
            name={field}
            hidden={harvesting && field === 'coreTerms'}
            label={t(
              harvesting && field === 'protectedTerms'
                ? 'negation.rules.field.protectedTermsHarvest'
                : `negation.rules.field.${field}`,
            )}
            rules={[
              {
                validator: async (_, terms: string[] = []) => {
                  if (terms.some((term) => term.trim().length > 80))
                    throw new Error(t('negation.rules.error.maxLength', { max: 80 }));
                },
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              tokenSeparators={[',']}
              placeholder={t('negation.rules.field.protectedPlaceholder')}
            />
          </Form.Item>
        ))}
        {usesProbability && !harvesting && (
          <Form.Item
            name="priorClicks"
            label={t('negation.rules.field.priorClicks')}
            extra={t('negation.rules.field.reachProbabilityHelp')}
            rules={[required, range(1, 1000)]}
          >
            <InputNumber min={1} max={1000} precision={0} />
          </Form.Item>
        )}
        <Form.Item
          name="coreTermFactor"
          hidden={harvesting}
          label={t('negation.rules.field.coreTermFactor')}
          extra={t('negation.rules.field.coreTermHelp')}
          rules={[
            {
              required: true,
              type: 'number',
              min: 1,
              max: 20,
              message: t('negation.rules.error.range', { min: 1, max: 20 }),
            },
          ]}
        >
          <InputNumber min={1} max={20} step={0.5} />
        </Form.Item>
      </Form>

      {harvesting && harvestPreview.data && (
        <>
          <Typography.Title level={5}>{t('negation.rules.previewTitle')}</Typography.Title>
          <HarvestRulePreview preview={harvestPreview.data} />
        </>
      )}
      {!harvesting && preview.data && (
        <>
          <Typography.Title level={5}>{t('negation.rules.previewTitle')}</Typography.Title>
          <RulePreview preview={preview.data} />
        </>
      )}
      {!harvesting && backtest.data && (
        <>
          <Typography.Title level={5}>{t('negation.rules.backtest.title')}</Typography.Title>
          <RuleBacktest
            result={backtest.data}
            rules={savedRules?.rows ?? []}
            loading={backtest.isPending}
            onAsk={(change) => void runBacktest(change)}
          />
        </>
      )}
    </Drawer>
  );
}
