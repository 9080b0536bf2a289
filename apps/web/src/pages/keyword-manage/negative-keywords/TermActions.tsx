import { Button, Popconfirm, Space } from 'antd';
import type { NegationTerm } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import type { NegationAction } from '@/service/api/negation';

interface TermActionsProps {
  term: NegationTerm;
  busy: boolean;
  onHandle(action: NegationAction): void;
  onKeywordLog(): void;
  onCompare(): void;
  onChart(): void;
}

const HANDLEABLE = ['pending', 'failed'];

export function TermActions({ term, busy, onHandle, onKeywordLog, onCompare, onChart }: TermActionsProps) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      {HANDLEABLE.includes(term.status) && (
        <>
          <Button type="link" size="small" disabled={busy} onClick={() => onHandle('confirm')}>
            {t('negation.actions.confirm')}
          </Button>
          <Button type="link" size="small" danger disabled={busy} onClick={() => onHandle('reject')}>
            {t('negation.actions.reject')}
          </Button>
        </>
      )}
      {term.status === 'applied' && (
        <Popconfirm
          title={t('negation.actions.revertConfirm', { term: term.searchTerm })}
          onConfirm={() => onHandle('revert')}
        >
          <Button type="link" size="small" danger disabled={busy}>
            {t('negation.actions.revert')}
          </Button>
        </Popconfirm>
      )}
      <Button type="link" size="small" onClick={onKeywordLog}>
        {t('negation.actions.keywordLog')}
      </Button>
      <Button type="link" size="small" onClick={onCompare}>
        {t('negation.actions.comparison')}
      </Button>
      <Button type="link" size="small" onClick={onChart}>
        {t('negation.actions.chart')}
      </Button>
    </Space>
  );
}
