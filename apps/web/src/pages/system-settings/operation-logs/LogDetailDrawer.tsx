import { Descriptions, Drawer, Empty, Table, Tag } from 'antd';
import type { OperLogRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/features/failure';
import { ruleDisplayName } from '@/features/negation';
import { fieldChanges, type ChangeKind, type FieldChange } from './field-changes';
import { fieldLabel, fieldValueText } from './field-value';
import { actionName } from './action-name';
import { objectName } from './object-label';
import './operation-log.css';

const kindColors: Record<Exclude<ChangeKind, 'same'>, string> = {
  added: 'green',
  removed: 'red',
  changed: 'blue',
};

/** One logged change: what it was done to, then each field before and after, the changed ones marked. */
export function LogDetailDrawer({ log, onClose }: { log: OperLogRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const changes = log ? fieldChanges(log.before, log.after) : [];
  const value = (field: string, raw: unknown) => fieldValueText(field, raw, t, log?.names ?? {});
  const proposedBy = log?.action === 'propose' ? log.negation?.ruleName : null;
  const message = proposedBy
    ? t('operationLog.detail.proposedBy', { rule: ruleDisplayName(proposedBy, t) })
    : failureText(t, log?.failure, log?.message);
  return (
    <Drawer
      open={log !== null}
      title={t('operationLog.detail.title')}
      size={720}
      rootClassName="tw-oplog-drawer"
      onClose={onClose}
      destroyOnHidden
    >
      {log && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="tw-oplog-detail__meta">
            <Descriptions.Item label={t('operationLog.column.action')}>
              {actionName(t, log.module, log.action)}
            </Descriptions.Item>
            <Descriptions.Item label={t('operationLog.column.object')}>
              {t(`operationLog.objectType.${log.objectType}`, { defaultValue: log.objectType })} ·{' '}
              {ruleDisplayName(objectName(log), t)}
            </Descriptions.Item>
            {log.shopName && (
              <Descriptions.Item label={t('operationLog.filter.shop')}>{log.shopName}</Descriptions.Item>
            )}
            {message && (
              <Descriptions.Item label={t('operationLog.detail.message')} span={2}>
                {message}
              </Descriptions.Item>
            )}
          </Descriptions>
          {changes.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operationLog.detail.noChange')} />
          ) : (
            <Table<FieldChange>
              size="small"
              rowKey="field"
              pagination={false}
              dataSource={changes}
              rowClassName={(change) => (change.kind === 'same' ? '' : 'tw-oplog-change')}
              columns={[
                {
                  title: t('operationLog.detail.path'),
                  dataIndex: 'field',
                  width: 150,
                  render: (field: string, change) => (
                    <>
                      {field ? fieldLabel(field, t) : '—'}
                      {change.kind !== 'same' && (
                        <Tag className="tw-oplog-change__tag" color={kindColors[change.kind]}>
                          {t(`operationLog.detail.kind.${change.kind}`)}
                        </Tag>
                      )}
                    </>
                  ),
                },
                {
                  title: t('operationLog.detail.before'),
                  dataIndex: 'before',
                  render: (raw: unknown, change) => value(change.field, raw),
                },
                {
                  title: t('operationLog.detail.after'),
                  dataIndex: 'after',
                  render: (raw: unknown, change) => value(change.field, raw),
                },
              ]}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
