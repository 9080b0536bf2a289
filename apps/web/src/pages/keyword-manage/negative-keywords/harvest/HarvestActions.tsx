import { LineChartOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import type { HarvestRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/features/i18n';
import type { HarvestAction } from '@/service/api/harvest';
import { confirmQuestion } from './confirm-question';

/** A failed harvest may be confirmed again: it resumes where it stopped. */
export const HANDLEABLE: HarvestRow['status'][] = ['pending', 'failed'];

interface HarvestActionsProps {
  row: HarvestRow;
  busy: boolean;
  onHandle(action: HarvestAction): void;
  onProof(): void;
}

/** Confirm (after saying what it changes on Amazon) or reject a harvest; the proof of one that went live. */
export function HarvestActions({ row, busy, onHandle, onProof }: HarvestActionsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Space size={0} wrap>
      {HANDLEABLE.includes(row.status) && (
        <>
          <Popconfirm
            title={t('harvest.actions.confirmTitle', { term: row.searchTerm })}
            description={
              <div className="tw-harvest-question">
                {confirmQuestion(row, format.money(row.bid, row.currency), t).map((sentence) => (
                  <div key={sentence}>{sentence}</div>
                ))}
              </div>
            }
            onConfirm={() => onHandle('confirm')}
          >
            <Button type="link" size="small" disabled={busy}>
              {t('harvest.actions.confirm')}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" danger disabled={busy} onClick={() => onHandle('reject')}>
            {t('harvest.actions.reject')}
          </Button>
        </>
      )}
      {row.proof && (
        <Button type="link" size="small" icon={<LineChartOutlined />} onClick={onProof}>
          {t('harvest.actions.proof')}
        </Button>
      )}
    </Space>
  );
}
