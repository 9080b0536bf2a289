import { PlusOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConditionRow } from './ConditionRow';

const MAX_CONDITIONS = 10;

export function ConditionsBuilder({ disabled, harvesting }: { disabled: boolean; harvesting: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t(harvesting ? 'negation.rules.field.conditionsHarvest' : 'negation.rules.field.conditions')}
      required
    >
      <Form.List
        name="conditions"
        rules={[
          {
            validator: async (_, conditions?: unknown[]) => {
              if (!conditions?.length || conditions.length > MAX_CONDITIONS)
                throw new Error(t('negation.rules.error.conditions'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <ConditionRow
                key={field.key}
                field={field}
                disabled={disabled}
                canRemove={fields.length > 1}
                onRemove={() => remove(field.name)}
              />
            ))}
            {!disabled && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_CONDITIONS}
                onClick={() => add({ metric: 'clicks', operator: '>=', value: 10 })}
              >
                {t('negation.rules.field.addCondition')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
