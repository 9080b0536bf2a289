import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip, Typography } from 'antd';
import type { HarvestRow } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/features/failure';
import { useFormatters } from '@/features/i18n';

const STATUS_COLORS: Record<HarvestRow['status'], string> = {
  pending: 'gold',
  applying: 'processing',
  applied: 'green',
  failed: 'red',
  rejected: 'default',
};

/** A campaign over its ad group, the two names a seller recognises a place in the ads by. */
export function Place({ campaign, adGroup }: { campaign: string; adGroup: string }) {
  return (
    <div className="tw-harvest-place">
      <span>{campaign}</span>
      <Typography.Text type="secondary">{adGroup}</Typography.Text>
    </div>
  );
}

/**
 * Where the keyword goes; a campaign Termwise creates on confirm is tagged, so nobody looks for it yet. A
 * harvest still waiting offers another ad group (onPick).
 */
export function Destination({ row, onPick }: { row: HarvestRow; onPick?: () => void }) {
  const { t } = useTranslation();
  const { campaignName, adGroupName, toCreate } = row.destination;
  return (
    <div>
      {toCreate && <Tag color="blue">{t('harvest.willBeCreated')}</Tag>}
      <Place campaign={campaignName} adGroup={adGroupName} />
      {onPick && (
        <Button
          type="link"
          size="small"
          className="tw-harvest-destination__change"
          aria-label={t('harvest.picker.changeFor', { term: row.searchTerm })}
          onClick={onPick}
        >
          {t('harvest.picker.change')}
        </Button>
      )}
    </div>
  );
}

/** The search term, what it becomes, and the window its figures cover. */
export function TermCell({ row }: { row: HarvestRow }) {
  const { t } = useTranslation();
  return (
    <div className="tw-harvest-place">
      <Typography.Text strong>{row.searchTerm}</Typography.Text>
      <Typography.Text type="secondary">
        {t(`harvest.kind.${row.kind}`)} · {t('harvest.lookback', { count: row.lookbackDays })}
      </Typography.Text>
    </div>
  );
}

/** The starting bid; where it came from on hover or focus (a keyboard reaches it too). */
export function StartingBid({ row }: { row: HarvestRow }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const source = t(`harvest.bidSource.${row.bidSource}`);
  const bid = format.money(row.bid, row.currency);
  return (
    <Tooltip title={source}>
      <span className="tw-harvest-bid" tabIndex={0} aria-label={`${bid} (${source})`}>
        {bid} <InfoCircleOutlined />
      </span>
    </Tooltip>
  );
}

/** The status; a failed harvest says why beneath it, in the reader's language. */
export function HarvestStatus({ row }: { row: HarvestRow }) {
  const { t } = useTranslation();
  const reason = row.status === 'failed' ? failureText(t, row.failure) : null;
  return (
    <div className="tw-harvest-place">
      <span>
        <Tag color={STATUS_COLORS[row.status]}>{t(`harvest.status.${row.status}`)}</Tag>
      </span>
      {reason && <Typography.Text type="danger">{reason}</Typography.Text>}
    </div>
  );
}
