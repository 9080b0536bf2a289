import { Descriptions, Drawer, Empty, Table, Tag, Typography } from 'antd';
import type { OperLogRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { jsonDiff, type DiffKind, type DiffLine } from './json-diff';

const kindColors: Record<DiffKind, string> = { added: 'green', removed: 'red', changed: 'blue' };

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

/** Before and after of one logged change: the fields that changed first, then both documents whole. */
export function LogDetailDrawer({ log, onClose }: { log: OperLogRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const diff = log ? jsonDiff(log.before, log.after) : [];
  return (
    <Drawer
      open={log !== null}
      title={t('operationLog.detail.title')}
      size={720}
      onClose={onClose}
      destroyOnHidden
    >
      {log && (
        <>
          <Descriptions size="small" column={2} className="tw-oplog-detail__meta">
            <Descriptions.Item label={t('operationLog.column.action')}>
              {t(`operationLog.action.${log.action}`, { defaultValue: log.action })}
            </Descriptions.Item>
            <Descriptions.Item label={t('operationLog.column.object')}>
              {t(`operationLog.objectType.${log.objectType}`, { defaultValue: log.objectType })} ·{' '}
              {log.objectId}
            </Descriptions.Item>
            {log.message && (
              <Descriptions.Item label={t('operationLog.detail.message')} span={2}>
                {log.message}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5}>{t('operationLog.detail.diff')}</Typography.Title>
          {diff.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operationLog.detail.noChange')} />
          ) : (
            <Table<DiffLine>
              size="small"
              rowKey="path"
              pagination={false}
              dataSource={diff}
              columns={[
                {
                  title: t('operationLog.detail.path'),
                  dataIndex: 'path',
                  render: (path: string) => <code>{path || '—'}</code>,
                },
                {
                  title: '',
                  dataIndex: 'kind',
                  width: 72,
                  render: (kind: DiffKind) => (
                    <Tag color={kindColors[kind]}>{t(`operationLog.detail.kind.${kind}`)}</Tag>
                  ),
                },
                {
                  title: t('operationLog.detail.before'),
                  dataIndex: 'before',
                  render: (value) => <pre className="tw-oplog-json is-before">{show(value)}</pre>,
                },
                {
                  title: t('operationLog.detail.after'),
                  dataIndex: 'after',
                  render: (value) => <pre className="tw-oplog-json is-after">{show(value)}</pre>,
                },
              ]}
            />
          )}
          <div className="tw-oplog-detail__sides">
            <div>
              <Typography.Title level={5}>{t('operationLog.detail.before')}</Typography.Title>
              <pre className="tw-oplog-json">{show(log.before) || 'null'}</pre>
            </div>
            <div>
              <Typography.Title level={5}>{t('operationLog.detail.after')}</Typography.Title>
              <pre className="tw-oplog-json">{show(log.after) || 'null'}</pre>
            </div>
          </div>
        </>
      )}
    </Drawer>
  );
}
