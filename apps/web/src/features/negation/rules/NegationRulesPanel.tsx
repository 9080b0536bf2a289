import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import type { NegRule } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { toFormValues, toSaveRequest } from './rule-form';
import { RuleFormDrawer } from './RuleFormDrawer';
import { RuleList } from './RuleList';
import { useCanEditRules, useDeleteRule, useRules, useSaveRule } from './use-rules';
import '../negation.css';
import { useFeedback } from '@/features/feedback';

/** The negative-keywords-operation tab of business config: the rules that find and negate wasting terms. */
export function NegationRulesPanel() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const canEdit = useCanEditRules();
  const { data, isPending } = useRules();
  const save = useSaveRule();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<NegRule | 'new' | null>(null);

  return (
    <Space orientation="vertical" size={16} className="tw-rules">
      {canEdit ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('negation.rules.add')}
        </Button>
      ) : (
        <Alert type="info" showIcon title={t('negation.rules.readOnly')} />
      )}
      <RuleList
        rules={data?.rows ?? []}
        loading={isPending}
        canEdit={canEdit}
        onEdit={setEditing}
        onToggle={(rule, enabled) => save.mutate(toSaveRequest({ ...toFormValues(rule), enabled }))}
        onDelete={(rule) =>
          remove.mutate(rule.id, { onSuccess: () => void message.success(t('negation.rules.deleted')) })
        }
      />
      <RuleFormDrawer rule={editing} readOnly={!canEdit} onClose={() => setEditing(null)} />
    </Space>
  );
}
