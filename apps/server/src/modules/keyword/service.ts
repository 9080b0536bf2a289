import type {
  KeywordExportRequest,
  KeywordGroup,
  KeywordGroupCountsResponse,
  KeywordGroupFilter,
  KeywordGroupListRequest,
} from '@termwise/contracts';
import { fieldInvalid } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import type { SessionUser } from '../../http/session-user.ts';
import type { ShopDirectory } from '../shop/index.ts';
import { groupsToCsv } from './export-csv.ts';
import type { GroupListRepo, GroupRow } from './list-repo.ts';
import { shapeGroup } from './shaping.ts';

/** An export holds at most this many groups; the page says to narrow the filter beyond it. */
export const EXPORT_MAX_GROUPS = 20_000;

/** The duplicates page's reads: groups under a filter, counts per kind, and the CSV of what it shows. */
export function createKeywordGroupService(deps: {
  repo: GroupListRepo;
  shops: ShopDirectory;
  now: () => Date;
}) {
  const { repo, shops, now } = deps;

  /**
   * A shop filter must name a shop the user may see (4004 otherwise, without saying whether it exists); a
   * minimum spend needs one, since one number is different money in shops of different currencies.
   */
  async function checkShop(user: SessionUser, filter: KeywordGroupFilter) {
    if (filter.minSpend !== undefined && !filter.shopId)
      throw fieldInvalid('minSpend', messages.keyword.minSpendNeedsShop);
    if (filter.shopId) await shops.visibleShop(user, filter.shopId);
  }

  async function shape(
    rows: GroupRow[],
    windowDays: KeywordGroupFilter['windowDays'],
  ): Promise<KeywordGroup[]> {
    const [members, actions, owners] = await Promise.all([
      repo.members(rows),
      repo.actions(rows),
      shops.shopsById(rows.map((row) => row.shopId)),
    ]);
    const membersOf = groupBy(members, (member) => member.groupId);
    const actionsOf = groupBy(actions, (action) => action.groupId);
    return rows.flatMap((row) => {
      const owner = owners.get(row.shopId);
      if (!owner) return [];
      return [
        shapeGroup(row, membersOf.get(row.id) ?? [], actionsOf.get(row.id) ?? [], owner, windowDays, now()),
      ];
    });
  }

  return {
    async list(user: SessionUser, request: KeywordGroupListRequest) {
      await checkShop(user, request);
      const offset = (request.page - 1) * request.pageSize;
      const { rows, total } = await repo.page(user, request, request.pageSize, offset);
      return { rows: await shape(rows, request.windowDays), total };
    },

    async counts(user: SessionUser, filter: KeywordGroupFilter): Promise<KeywordGroupCountsResponse> {
      await checkShop(user, filter);
      const counts = await repo.counts(user, filter);
      return {
        duplicate: counts.get('duplicate') ?? 0,
        overlap: counts.get('overlap') ?? 0,
        conflict: counts.get('conflict') ?? 0,
        leak: counts.get('leak') ?? 0,
      };
    },

    async export(user: SessionUser, request: KeywordExportRequest) {
      await checkShop(user, request);
      const { rows } = await repo.page(
        user,
        { ...request, page: 1, pageSize: EXPORT_MAX_GROUPS, sortField: 'spend', sortOrder: 'desc' },
        EXPORT_MAX_GROUPS,
        0,
      );
      const groups = await shape(rows, request.windowDays);
      const stamp = now().toISOString().slice(0, 10).replaceAll('-', '');
      return {
        fileName: `keyword-${request.kind}-${stamp}.csv`,
        csv: groupsToCsv(groups, request.lang),
        rows: groups.reduce((sum, group) => sum + group.occurrences.length, 0),
      };
    },
  };
}

export type KeywordGroupService = ReturnType<typeof createKeywordGroupService>;

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
