import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Select, type FormListFieldData } from 'antd';
import {
  isFractionMetric,
  isMoneyCondition,
  ruleMetric,
  ruleOperator,
  type RuleConditionInput,
} from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import '../negation.css';
import { CurrencySelect } from './CurrencySelect';

interface ConditionRowProps {
  field: FormListFieldData;
  disabled: boolean;
  canRemove: boolean;
  onRemove(): void;
}

/** One "metric operator value [x target]" line of the conditions builder. */
export function ConditionRow({ field, disabled, canRemove, onRemove }: ConditionRowProps) {
  const { t } = useTranslation();
  const condition = Form.useWatch<RuleConditionInput | undefined>(['conditions', field.name]);
  const unit = condition?.relativeTo
    ? '×'
    : condition && isFractionMetric(condition.metric)
      ? '%'
      : undefined;
  const required = { required: true, message: t('negation.rules.error.required') };

  return (
    <div className="tw-rule-condition">
      <Form.Item name={[field.name, 'metric']} rules={[required]} noStyle>
        <Select
          style={{ width: 170 }}
          aria-label={t('negation.rules.field.metric')}
          disabled={disabled}
          options={ruleMetric.options.map((metric) => ({
            value: metric,
            label: t(`negation.metric.${metric}`),
          }))}
        />
      </Form.Item>
      <Form.Item name={[field.name, 'operator']} rules={[required]} noStyle>
        <Select
          style={{ width: 76 }}
          aria-label={t('negation.rules.field.operator')}
          disabled={disabled}
          options={ruleOperator.options.map((operator) => ({ value: operator, label: operator }))}
        />
      </Form.Item>
      <Form.Item
        name={[field.name, 'value']}
        rules={[
          required,
          {
            type: 'number',
            min: 0,
            max: 1_000_000,
            message: t('negation.rules.error.range', { min: 0, max: 1_000_000 }),
          },
        ]}
        style={{ width: 140 }}
      >
        <InputNumber
          aria-label={t('negation.rules.field.value')}
          disabled={disabled}
          min={0}
          suffix={unit}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {condition && isMoneyCondition(condition) && (
        <Form.Item name={[field.name, 'currencyCode']} noStyle>
          <CurrencySelect disabled={disabled} />
        </Form.Item>
      )}
      {/* A probability is never relative to a target: it is measured against the ACOS target. */}
      {condition?.metric !== 'reachProbability' && (
        <Form.Item name={[field.name, 'relativeTo']} noStyle>
          <Select
            style={{ width: 160 }}
            aria-label={t('negation.rules.field.relativeTo')}
            disabled={disabled}
            allowClear
            placeholder={t('negation.rules.field.absolute')}
            options={(['cpcTarget', 'acosTarget'] as const).map((target) => ({
              value: target,
              label: `× ${t(`negation.rules.relative.${target}`)}`,
            }))}
          />
        </Form.Item>
      )}
      {!disabled && (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={!canRemove}
          onClick={onRemove}
          aria-label={t('negation.rules.delete')}
        />
      )}
    </div>
  );
}
