import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Radio, Space, Typography } from 'antd';
import { keywordGroupKind, type KeywordGroup, type KeywordGroupKind } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { useIsAdmin } from '@/features/auth';
import { currentLanguage } from '@/features/i18n';
import { useKeywordActions } from '@/features/keyword-structure';
import { useKeywordSearchTerms } from '../use-keyword-search-terms';
import { useSavedFilter } from '@/features/saved-filter';
import { useShops } from '@/features/shop';
import { exportKeywordGroups } from '@/service/api/keyword';
import { downloadCsv } from '@/utils/download-csv';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { useServerTable } from '@/components/server-table';
import { blankFilter, FILTER_PAGE, toGroupQuery, type DuplicateFilter } from './filter';
import { FilterBar } from './FilterBar';
import { GroupTable, type GroupHandlers, type GroupSortField } from './GroupTable';
import { useKeywordGroupCounts, useKeywordGroups } from './use-keyword-groups';
import './keyword-groups.css';
import { useFeedback } from '@/features/feedback';
import { formatUsWestTime } from '@/utils/format';

const DEFAULT_SORT = { sortField: 'spend', sortOrder: 'desc' } as const;

/** The id the reports carry for an occurrence's traffic: its keyword or target, or a term's matching one. */
function searchTermRequest(group: KeywordGroup, occurrence: KeywordGroup['occurrences'][number]) {
  const base = { shopId: group.shopId, startDate: group.startDate, endDate: group.endDate };
  if (occurrence.targetId) return { ...base, targetId: occurrence.targetId };
  const keywordId = occurrence.keywordId ?? occurrence.id.split(':')[1];
  return keywordId ? { ...base, keywordId } : null;
}

export default function DuplicateKeywordsPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { filter, setFilter, ready, saveAsDefault, resetToDefault } = useSavedFilter<DuplicateFilter>(
    FILTER_PAGE,
    blankFilter,
  );
  const table = useServerTable<DuplicateFilter, GroupSortField>({
    filters: filter,
    defaultSort: DEFAULT_SORT,
  });
  const { data: shops = [] } = useShops();
  const list = useKeywordGroups(table.state, ready);
  const counts = useKeywordGroupCounts(filter, ready);
  const actions = useKeywordActions();
  // Acting on many groups at once is the admins' (DESIGN section 4); everyone acts on one.
  const isAdmin = useIsAdmin();
  const [selected, setSelected] = useState<string[]>([]);
  const searchTerms = useKeywordSearchTerms();
  const [exporting, setExporting] = useState(false);

  const rows = list.data?.rows ?? [];
  const first = rows[0];
  const handlers: GroupHandlers = {
    busy: actions.isPending,
    onPause: (group) => actions.mutate({ kind: 'act', groupIds: [group.id], action: 'pause' }),
    onNegate: (group) => actions.mutate({ kind: 'act', groupIds: [group.id], action: 'negateExact' }),
    onRevert: (actionId) => actions.mutate({ kind: 'revert', actionIds: [actionId] }),
    onSearchTerms: (group, occurrence) => {
      const request = searchTermRequest(group, occurrence);
      if (request) searchTerms.show({ request, title: occurrence.text, currencyCode: group.currencyCode });
    },
  };
  const bulkAction = filter.kind === 'leak' ? 'negateExact' : 'pause';
  const canBulk = isAdmin && filter.kind !== 'conflict';

  const exportCsv = async () => {
    setExporting(true);
    try {
      const exported = await exportKeywordGroups({ ...toGroupQuery(filter), lang: currentLanguage() });
      if (!exported.rows) void message.info(t('keywordStructure.page.exportEmpty'));
      else downloadCsv(exported.fileName, exported.csv);
    } finally {
      setExporting(false);
    }
  };

  const tabLabel = (kind: KeywordGroupKind) => {
    const count = counts.data?.[kind];
    return count === undefined
      ? t(`keywordStructure.kind.${kind}`)
      : `${t(`keywordStructure.kind.${kind}`)} (${count})`;
  };

  return (
    <Space orientation="vertical" size={16} className="tw-dup-page">
      <Card
        title={t('route.keyword-manage_duplicate-keywords')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void exportCsv().catch(ignoreShownFailure)}
          >
            {t('keywordStructure.page.export')}
          </Button>
        }
      >
        <FilterBar
          filter={filter}
          shops={shops}
          onChange={(next) => {
            setSelected([]);
            setFilter(next);
          }}
          onSaveDefault={() =>
            void saveAsDefault().then(
              () => message.success(t('keywordStructure.page.defaultSaved')),
              ignoreShownFailure,
            )
          }
          onResetDefault={() => void resetToDefault().catch(ignoreShownFailure)}
        />
      </Card>
      <Card>
        {/* Radio buttons, not Tabs: they wrap on a phone, where antd's tab overflow menu breaks the tablist. */}
        <Radio.Group
          className="tw-dup-kinds"
          optionType="button"
          buttonStyle="solid"
          aria-label={t('route.keyword-manage_duplicate-keywords')}
          value={filter.kind}
          onChange={(event) => {
            setSelected([]);
            setFilter({ ...filter, kind: event.target.value as KeywordGroupKind });
          }}
          options={keywordGroupKind.options.map((kind) => ({ value: kind, label: tabLabel(kind) }))}
        />
        <Space orientation="vertical" size={8} className="tw-dup-page">
          <Typography.Text type="secondary">{t(`keywordStructure.kindHelp.${filter.kind}`)}</Typography.Text>
          {first && (
            <Typography.Text type="secondary">
              {t('keywordStructure.page.windowNote', {
                start: first.startDate,
                end: first.endDate,
                restated: first.restatedFrom,
              })}{' '}
              ·{' '}
              {t('keywordStructure.page.analysedAt', {
                time: formatUsWestTime(new Date(first.analysedAt)),
              })}
            </Typography.Text>
          )}
          {canBulk && selected.length > 0 && (
            <Space wrap>
              <Typography.Text>
                {t('keywordStructure.page.selected', { count: selected.length })}
              </Typography.Text>
              <Popconfirm
                title={t('keywordStructure.actions.bulkConfirm', { count: selected.length })}
                onConfirm={() =>
                  actions.mutate(
                    { kind: 'act', groupIds: selected, action: bulkAction },
                    { onSuccess: () => setSelected([]) },
                  )
                }
              >
                <Button type="primary" loading={actions.isPending}>
                  {t(
                    bulkAction === 'pause'
                      ? 'keywordStructure.actions.bulkPause'
                      : 'keywordStructure.actions.bulkNegate',
                  )}
                </Button>
              </Popconfirm>
            </Space>
          )}
          <GroupTable
            rows={rows}
            total={list.data?.total ?? 0}
            loading={list.isFetching}
            table={table}
            handlers={handlers}
            selected={selected}
            onSelect={canBulk ? setSelected : undefined}
          />
        </Space>
      </Card>
      {searchTerms.drawer}
    </Space>
  );
}
