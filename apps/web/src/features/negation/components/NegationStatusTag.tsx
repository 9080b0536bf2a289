import { Tag, Tooltip } from 'antd';
import type { NegationStatusName } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';

const colors: Record<NegationStatusName, string> = {
  pending: 'gold',
  applying: 'processing',
  applied: 'green',
  rejected: 'default',
  failed: 'red',
  reverted: 'purple',
  adjusted: 'cyan',
};

export function NegationStatusTag({
  status,
  reason,
}: {
  status: NegationStatusName;
  reason?: string | null;
}) {
  const { t } = useTranslation();
  const tag = <Tag color={colors[status]}>{t(`negation.status.${status}`)}</Tag>;
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
}
