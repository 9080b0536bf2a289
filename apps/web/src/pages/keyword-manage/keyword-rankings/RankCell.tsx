import { Space, Tag, Typography } from 'antd';
import { RANK_BEYOND } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';

/** A position as a seller reads it: the number, "beyond 300", or why there is none. */
export function RankValue({
  rank,
  missing,
}: {
  rank: number | null;
  missing: 'notIndexed' | 'noAd' | 'none';
}) {
  const { t } = useTranslation();
  if (rank === null)
    return <Typography.Text type="secondary">{t(`keywordRank.rank.${missing}`)}</Typography.Text>;
  if (rank > RANK_BEYOND)
    return <Typography.Text type="secondary">{t('keywordRank.rank.beyond')}</Typography.Text>;
  return <Typography.Text strong>#{rank}</Typography.Text>;
}

/** Positions gained (green, up) or lost (red, down) since 1, 7 and 30 days before. */
export function RankChanges({
  change,
}: {
  change: { d1: number | null; d7: number | null; d30: number | null };
}) {
  return (
    <Space size={2} wrap>
      {[change.d1, change.d7, change.d30].map((value, index) => (
        <Tag key={index} color={value === null || value === 0 ? 'default' : value > 0 ? 'green' : 'red'}>
          {value === null ? '—' : value > 0 ? `↑${value}` : value < 0 ? `↓${-value}` : '0'}
        </Tag>
      ))}
    </Space>
  );
}
