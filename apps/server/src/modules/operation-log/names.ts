import type { ShopNames } from './shop-names.ts';
import type { OperationLogRow } from './repo.ts';

/** Fields of a logged change whose values are ids the seller knows by name. */
const ID_FIELDS = new Set(['shopId', 'shopIds', 'campaignId', 'campaignIds', 'adGroupId', 'adGroupIds']);

/** Every id value under an id field, however deep (a rule's `scope.campaignIds`). */
function idsIn(value: unknown, field = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => idsIn(item, field));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => idsIn(child, key));
  return typeof value === 'string' && ID_FIELDS.has(field) ? [value] : [];
}

/**
 * The names of the shops, campaigns and ad groups a page of log entries mentions, so the detail reads
 * "Garlic Press > Exact" rather than an Amazon id. Looked up in the shops of the entries' organisations.
 */
export async function namesOfEntries(shops: ShopNames, rows: OperationLogRow[]) {
  const organisations = [...new Set(rows.map((row) => row.organisationId))];
  const shopRows = (await Promise.all(organisations.map((id) => shops.shopsOfOrganisation(id)))).flat();
  const wanted = new Set(rows.flatMap((row) => [...idsIn(row.before), ...idsIn(row.after)]));
  if (!wanted.size) return () => ({});
  const known = new Map<string, string>();
  for (const shop of shopRows) known.set(shop.id, `${shop.name} · ${shop.countryCode}`);
  const entities = await shops.names(shopRows.map((shop) => shop.id));
  for (const shop of shopRows) {
    for (const id of wanted) {
      if (known.has(id)) continue;
      const name = [entities.campaign(shop.id, id), entities.adGroup(shop.id, id)].find(
        (candidate) => candidate && candidate !== id,
      );
      if (name) known.set(id, name);
    }
  }
  return (row: OperationLogRow): Record<string, string> =>
    Object.fromEntries(
      [...idsIn(row.before), ...idsIn(row.after)].flatMap((id) => {
        const name = known.get(id);
        return name ? [[id, name]] : [];
      }),
    );
}
