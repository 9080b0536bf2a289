import {
  Button,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { ListedNegRule, NegRule } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { scrollX } from '@/components/server-table';
import { formatUsWestTime } from '@/utils/format';
import { useScreenAtLeast } from '@/utils/use-screen';
import { conditionsText, scopeText } from './conditions-text';
import { ruleDisplayName } from './rule-name';

interface RuleListProps {
  rules: ListedNegRule[];
  loading: boolean;
  canEdit: boolean;
  onEdit(rule: NegRule): void;
  onToggle(rule: NegRule, enabled: boolean): void;
  onDelete(rule: NegRule): void;
}

export function RuleList({ rules, loading, canEdit, onEdit, onToggle, onDelete }: RuleListProps) {
  const { t } = useTranslation();
  // Wider than a laptop's page: the actions stay in sight while the rest scrolls (on a phone a fixed
  // column would cover the screen).
  const wide = useScreenAtLeast('lg');
  const columns: TableColumnsType<ListedNegRule> = [
    {
      title: t('negation.rules.column.name'),
      dataIndex: 'name',
      width: 150,
      render: (name: string, rule) => (
        <>
          <Typography.Text strong>{ruleDisplayName(name, t)}</Typography.Text>
          {rule.action === 'harvest' && <Tag color="green">{t('negation.rules.action.tag')}</Tag>}
        </>
      ),
    },
    {
      title: t('negation.rules.column.scope'),
      key: 'scope',
      width: 100,
      render: (_, rule) => scopeText(rule.scope, t),
    },
    {
      title: t('negation.rules.column.conditions'),
      key: 'conditions',
      width: 200,
      render: (_, rule) => conditionsText(rule, t),
    },
    {
      title: t('negation.rules.column.flag'),
      dataIndex: 'flag',
      width: 150,
      render: (flag: 1 | 2, rule) => (
        <>
          <Tag color={flag === 1 ? 'blue' : 'gold'}>
            {rule.action === 'harvest'
              ? t(`negation.rules.harvestPreview.flag.${flag}`)
              : t(`negation.flag.${flag}`)}
          </Tag>
          {flag === 1 && rule.trialRun && <Tag color="gold">{t('negation.rules.trialRun')}</Tag>}
          {rule.needsCurrency && (
            <Tooltip title={t('negation.rules.needsCurrencyHint')}>
              <Tag color="red">{t('negation.rules.needsCurrency')}</Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    {
      title: t('negation.rules.column.matchType'),
      key: 'matchType',
      width: 130,
      render: (_, rule) =>
        rule.action === 'harvest'
          ? t('negation.rules.action.placement')
          : `${t(`negation.matchType.${rule.matchType}`)} · ${t(`negation.level.${rule.level}`)}`,
    },
    {
      title: t('negation.rules.column.schedule'),
      dataIndex: 'scheduleHours',
      width: 100,
      render: (hours: number, rule) =>
        rule.action === 'harvest'
          ? t('negation.rules.action.afterSync')
          : hours
            ? t('negation.rules.everyHours', { hours })
            : t('negation.rules.onDemand'),
    },
    {
      title: t('negation.rules.column.enabled'),
      dataIndex: 'enabled',
      width: 70,
      render: (enabled: boolean, rule) => (
        <Switch
          size="small"
          aria-label={t('negation.rules.enabledNamed', { name: ruleDisplayName(rule.name, t) })}
          checked={enabled}
          disabled={!canEdit}
          onChange={(next) => onToggle(rule, next)}
        />
      ),
    },
    {
      title: t('negation.rules.column.lastRun'),
      dataIndex: 'lastRunAt',
      width: 135,
      render: (time: string | null) => (time ? formatUsWestTime(new Date(time)) : t('negation.rules.never')),
    },
    {
      title: t('negation.rules.column.actions'),
      key: 'actions',
      width: 150,
      fixed: wide ? 'end' : undefined,
      render: (_, rule) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onEdit(rule)}>
            {canEdit ? t('negation.rules.edit') : t('negation.rules.view')}
          </Button>
          {canEdit && (
            <Popconfirm
              title={t('negation.rules.deleteConfirm', { name: ruleDisplayName(rule.name, t) })}
              onConfirm={() => onDelete(rule)}
            >
              <Button type="link" size="small" danger>
                {t('negation.rules.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<ListedNegRule>
      rowKey="id"
      columns={columns}
      dataSource={rules}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={scrollX(1185, rules.length)}
      locale={{ emptyText: t('negation.rules.empty') }}
    />
  );
}
