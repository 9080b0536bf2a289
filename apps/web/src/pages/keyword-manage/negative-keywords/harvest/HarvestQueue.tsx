import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import { HARVEST_STATUSES, type HarvestRow, type HarvestStatus } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FilterSelect } from '@/components/filter-bar';
import { useServerTable } from '@/components/server-table';
import { useIsAdmin } from '@/features/auth';
import { useHarvestActions, useHarvests } from '@/features/harvest';
import { shopSelectOptions, useShops } from '@/features/shop';
import type { HarvestAction, HarvestPick } from '@/service/api/harvest';
import { DestinationPicker } from './DestinationPicker';
import { HarvestSettingsModal } from './HarvestSettingsModal';
import { HarvestTable } from './HarvestTable';
import { ProofModal } from './ProofModal';
import './harvest.css';

interface HarvestFilter {
  shopId?: string;
  status?: HarvestStatus;
}

/** The anchor a link to the queue ends with (the rankings' harvest opportunities). */
const ANCHOR = 'harvest';

/** What a link to the queue may carry in its state: the shop (none: every shop) and the status to list. */
interface QueueLink {
  harvestShopId?: string;
  harvestStatus?: HarvestStatus;
}

/**
 * A link (the rankings' opportunity, the bell) scrolls to the queue and narrows it to the shop and status it
 * names. The page may already be open in a tab, so each arrival of a link counts (the location's key), not
 * the first mount; the scroll waits for the narrowed list, whose rows move the card.
 */
function useLinkedQueue(loaded: boolean, onLink: (filter: HarvestFilter) => void) {
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const [arrival, setArrival] = useState<string | null>(null);
  const linked = location.hash === `#${ANCHOR}`;
  const link = location.state as QueueLink | null;
  const named = link !== null;
  const shopId = link?.harvestShopId;
  const status = link?.harvestStatus ?? 'pending';
  const onLinkRef = useRef(onLink);
  onLinkRef.current = onLink;
  useEffect(() => {
    if (!linked) return;
    // A bare link (no state) keeps the filter the person had.
    if (named) onLinkRef.current({ shopId, status });
    setArrival(location.key);
  }, [linked, named, shopId, status, location.key]);
  useEffect(() => {
    if (!arrival || !loaded) return;
    ref.current?.scrollIntoView({ block: 'start' });
    setArrival(null);
  }, [arrival, loaded]);
  return ref;
}

/** Search terms that sell where they were found, proposed as exact keywords: confirm, reject, see the proof. */
export function HarvestQueue() {
  const { t } = useTranslation();
  const { data: shops = [] } = useShops();
  // Pending first: what waits for the seller's decision.
  const [filter, setFilter] = useState<HarvestFilter>({ status: 'pending' });
  const table = useServerTable<HarvestFilter>({ filters: filter });
  const { page, pageSize } = table.state;
  const list = useHarvests({ ...filter, page, pageSize });
  const actions = useHarvestActions();
  const [selected, setSelected] = useState<string[]>([]);
  const [proofOf, setProofOf] = useState<HarvestRow | null>(null);
  const [placing, setPlacing] = useState<HarvestRow | null>(null);
  const isAdmin = useIsAdmin();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const shopOptions = useMemo(() => shopSelectOptions(shops), [shops]);

  const handle = (ids: string[], action: HarvestAction) =>
    actions.mutate({ ids, action }, { onSuccess: () => setSelected([]) });
  const confirmInto = (row: HarvestRow, destination: HarvestPick) =>
    actions.mutate({ ids: [row.id], action: 'confirm', destination }, { onSuccess: () => setPlacing(null) });
  const change = (patch: HarvestFilter) => {
    setSelected([]);
    setFilter((current) => ({ ...current, ...patch }));
  };
  const linkedRef = useLinkedQueue(!list.isFetching, change);

  return (
    <Card id={ANCHOR} ref={linkedRef} title={t('harvest.title')} className="tw-harvest">
      <Typography.Paragraph type="secondary">{t('harvest.intro')}</Typography.Paragraph>
      <div className="tw-harvest-filter">
        <FilterSelect
          className="tw-harvest-filter__shop"
          label={t('harvest.shop')}
          placeholder={t('harvest.allShops')}
          value={filter.shopId}
          onChange={(shopId) => change({ shopId })}
          options={shopOptions}
        />
        <FilterSelect
          className="tw-harvest-filter__status"
          label={t('harvest.status.label')}
          value={filter.status}
          onChange={(status) => change({ status })}
          options={HARVEST_STATUSES.map((status) => ({
            value: status,
            label: t(`harvest.status.${status}`),
          }))}
        />
        {isAdmin && (
          <Button className="tw-harvest-filter__settings" onClick={() => setSettingsOpen(true)}>
            {t('harvest.settings.open')}
          </Button>
        )}
        {selected.length > 0 && (
          <Space wrap>
            <Popconfirm
              title={t('harvest.actions.confirmSelected', { count: selected.length })}
              description={
                <div className="tw-harvest-question">
                  {t('harvest.actions.confirmBatch', { count: selected.length })}
                </div>
              }
              onConfirm={() => handle(selected, 'confirm')}
            >
              <Button type="primary" loading={actions.isPending}>
                {t('harvest.actions.confirmSelected', { count: selected.length })}
              </Button>
            </Popconfirm>
            <Button danger loading={actions.isPending} onClick={() => handle(selected, 'reject')}>
              {t('harvest.actions.rejectSelected', { count: selected.length })}
            </Button>
          </Space>
        )}
      </div>
      <HarvestTable
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        table={table}
        busyIds={actions.isPending ? actions.variables.ids : []}
        selected={selected}
        onSelect={setSelected}
        onHandle={(row, action) => handle([row.id], action)}
        onProof={setProofOf}
        onPickDestination={setPlacing}
      />
      <ProofModal row={proofOf} onClose={() => setProofOf(null)} />
      <DestinationPicker
        row={placing}
        busy={actions.isPending}
        onConfirm={confirmInto}
        onClose={() => setPlacing(null)}
      />
      {settingsOpen && (
        <HarvestSettingsModal
          open
          initialShopId={filter.shopId}
          shops={shopOptions}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </Card>
  );
}
