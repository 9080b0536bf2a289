import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addDays } from '../../shop-calendar.ts';
import {
  sellsWithin,
  withinBounds,
  type PlaceTermTotals,
  type ReportDays,
  type TermSums,
  type TermTotalsQuery,
} from './term-totals.ts';

/** A term at a place (`adGroupId` null: every ad group of the campaign) from a day on. */
export interface PlaceSince {
  campaignId: string;
  adGroupId: string | null;
  searchTerm: string;
  fromDate: string;
}

/**
 * A shop's search-term rows over many days, held in memory per day, ad group and normalised term, so that a
 * rule can be asked what it would have read on each of those days (a backtest) without a database read per
 * day. `totals` answers what term-totals.ts answers for a window inside the loaded days; a test holds the
 * two to each other.
 */
export interface TermHistory {
  days: ReportDays;
  totals(query: TermTotalsQuery): PlaceTermTotals[];
  /** Each place's sums from its day to the last loaded day, in the given order. */
  since(places: readonly PlaceSince[]): TermSums[];
}

/** Days read per statement: a big shop's months are never one result in memory. */
const DAYS_PER_READ = 5;
const FIELDS = 5;

type DayRow = {
  date: string;
  campaign_id: string;
  ad_group_id: string;
  search_term: string;
  impressions: number;
  clicks: number;
  cost: number;
  orders: number;
  sales: number;
};

/** The shop's rows over `days` at one attribution (7: purchases7d/sales7d, 1: purchases1d/sales1d). */
export async function loadTermHistory(
  db: Database,
  shopId: string,
  days: ReportDays,
  attributionDays: number,
): Promise<TermHistory> {
  const store = new DayStore(days);
  const terms = new Map<string, string>();
  for (let start = days.startDate; start <= days.endDate; start = addDays(start, DAYS_PER_READ)) {
    const last = addDays(start, DAYS_PER_READ - 1);
    const part = { startDate: start, endDate: last < days.endDate ? last : days.endDate };
    const rows = await readDays(db, shopId, part, attributionDays);
    const unseen = [...new Set(rows.map((row) => row.search_term))].filter((text) => !terms.has(text));
    if (unseen.length) for (const [text, term] of await normalised(db, unseen)) terms.set(text, term);
    for (const row of rows) store.add(row, terms.get(row.search_term)!);
    store.seal(part);
  }
  return {
    days,
    totals: (query) => {
      if (query.attributionDays !== attributionDays) throw new Error('history loaded at another attribution');
      return store.totals(query);
    },
    since: (places) => store.since(places),
  };
}

/** The shop's rows of the days, as stored (one per targeting and text a day). */
async function readDays(db: Database, shopId: string, days: ReportDays, attributionDays: number) {
  const one = attributionDays === 1;
  const orders = sql.raw(one ? 'purchases_1d' : 'purchases_7d');
  const sales = sql.raw(one ? 'sales_1d' : 'sales_7d');
  const result = await db.execute<DayRow>(sql`
    select date::text as date, campaign_id, ad_group_id, search_term, impressions::float8 as impressions,
      clicks::float8 as clicks, cost::float8 as cost, ${orders}::float8 as orders, ${sales}::float8 as sales
    from search_term_daily
    where shop_id = ${shopId} and date between ${days.startDate} and ${days.endDate}`);
  return result.rows;
}

/** Texts normalised by the database, as term-totals normalises them, so both read the same terms. */
async function normalised(db: Database, texts: string[]): Promise<Map<string, string>> {
  const result = await db.execute<{ text: string; term: string }>(sql`
    select text, lower(btrim(regexp_replace(text, '\\s+', ' ', 'g'))) as term
    from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) as texts(text)`);
  return new Map(result.rows.map((row) => [row.text, row.term]));
}

interface Place {
  campaignId: string;
  adGroupId: string;
  term: string;
}

class DayStore {
  private readonly places: Place[] = [];
  private readonly placeIndex = new Map<string, number>();
  /** Places of a campaign's term, across its ad groups (where a term may sell elsewhere), and each place's. */
  private readonly siblingIndex = new Map<string, number>();
  private readonly siblings: number[][] = [];
  private readonly siblingsOf: number[] = [];
  /** Each place's and each campaign term's rank in `byPlace` order, worked out once all days are in. */
  private ranks?: { place: Int32Array; campaignTerm: Int32Array };
  /** Per loaded day: the places with a row that day, and their FIELDS sums side by side. */
  private readonly dayPlaces: (number[] | Int32Array)[];
  private readonly dayValues: (number[] | Float64Array)[];

  constructor(private readonly days: ReportDays) {
    const count = dayNumber(days.endDate) - dayNumber(days.startDate) + 1;
    this.dayPlaces = Array.from({ length: count }, () => []);
    this.dayValues = Array.from({ length: count }, () => []);
  }

  add(row: DayRow, term: string) {
    const { campaign_id: campaignId, ad_group_id: adGroupId } = row;
    const key = `${campaignId}|${adGroupId}|${term}`;
    let index = this.placeIndex.get(key);
    if (index === undefined) {
      index = this.places.length;
      this.places.push({ campaignId, adGroupId, term });
      this.placeIndex.set(key, index);
      const campaignTerm = `${campaignId}|${term}`;
      let sibling = this.siblingIndex.get(campaignTerm);
      if (sibling === undefined) {
        sibling = this.siblings.push([]) - 1;
        this.siblingIndex.set(campaignTerm, sibling);
      }
      this.siblings[sibling]!.push(index);
      this.siblingsOf.push(sibling);
      this.ranks = undefined;
    }
    const day = this.dayOf(row.date);
    (this.dayPlaces[day] as number[]).push(index);
    (this.dayValues[day] as number[]).push(row.impressions, row.clicks, row.cost, row.orders, row.sales);
  }

  /** The days read are complete: packed into typed arrays (half the memory of growing number arrays). */
  seal(days: ReportDays) {
    for (let day = this.dayOf(days.startDate); day <= this.dayOf(days.endDate); day++) {
      this.dayPlaces[day] = Int32Array.from(this.dayPlaces[day]!);
      this.dayValues[day] = Float64Array.from(this.dayValues[day]!);
    }
  }

  /**
   * Groups by place, or at campaign level by the campaign's term, through their numbers: a backtest asks this
   * once per day, and a text key per place each time, with sorting by text, was a fifth of its CPU.
   */
  totals(query: TermTotalsQuery): PlaceTermTotals[] {
    const { sums, seen } = this.windowSums(query.days);
    const inScope = scopeTest(query);
    const campaignLevel = query.level === 'campaign';
    const groups = new Map<number, number[]>();
    this.places.forEach((place, index) => {
      if (!seen[index] || !inScope(place)) return;
      const group = campaignLevel ? this.siblingsOf[index]! : index;
      const members = groups.get(group);
      if (members) members.push(index);
      else groups.set(group, [index]);
    });
    const ranks = this.rankOrder();
    const found: { rank: number; totals: PlaceTermTotals }[] = [];
    for (const [group, members] of groups) {
      const groupSums = zero();
      for (const index of members) addTo(groupSums, sums, index);
      if (!withinBounds(groupSums, query.bounds)) continue;
      const first = this.places[members[0]!]!;
      const elsewhere =
        !campaignLevel && query.sellsElsewhere
          ? this.bestSeller(group, sums, seen, query.sellsElsewhere.acosTarget)
          : null;
      found.push({
        rank: campaignLevel ? ranks.campaignTerm[group]! : ranks.place[group]!,
        totals: {
          campaignId: first.campaignId,
          adGroupId: campaignLevel ? null : first.adGroupId,
          searchTerm: first.term,
          adGroupIds: members.map((index) => this.places[index]!.adGroupId).sort(),
          ...groupSums,
          elsewhere,
        },
      });
    }
    return found.sort((a, b) => a.rank - b.rank).map((one) => one.totals);
  }

  since(wanted: readonly PlaceSince[]): TermSums[] {
    const found = wanted.map(zero);
    const fromDay = wanted.map((one) =>
      Math.max(0, dayNumber(one.fromDate) - dayNumber(this.days.startDate)),
    );
    const byKey = new Map<string, number[]>();
    wanted.forEach((one, at) => {
      const key = `${one.campaignId}|${one.adGroupId ?? '*'}|${one.searchTerm}`;
      byKey.set(key, [...(byKey.get(key) ?? []), at]);
    });
    const targets = this.places.map((place) => [
      ...(byKey.get(`${place.campaignId}|${place.adGroupId}|${place.term}`) ?? []),
      ...(byKey.get(`${place.campaignId}|*|${place.term}`) ?? []),
    ]);
    this.dayPlaces.forEach((places, day) => {
      const values = this.dayValues[day]!;
      places.forEach((index, row) => {
        for (const at of targets[index]!) if (day >= fromDay[at]!) addTo(found[at]!, values, row);
      });
    });
    return found;
  }

  /** The other ad group of the campaign that sells the place's term best within the target (most orders). */
  private bestSeller(placeIndex: number, sums: Float64Array, seen: Uint8Array, acosTarget: number | null) {
    const adGroupId = this.places[placeIndex]!.adGroupId;
    let best: PlaceTermTotals['elsewhere'] = null;
    for (const index of this.siblings[this.siblingsOf[placeIndex]!]!) {
      const place = this.places[index]!;
      if (!seen[index] || place.adGroupId === adGroupId) continue;
      const seller = addTo(zero(), sums, index);
      if (!sellsWithin(seller, acosTarget)) continue;
      const better =
        !best ||
        seller.orders > best.orders ||
        (seller.orders === best.orders && place.adGroupId < best.adGroupId);
      if (better)
        best = { adGroupId: place.adGroupId, orders: seller.orders, sales: seller.sales, cost: seller.cost };
    }
    return best;
  }

  /** Places and campaign terms ranked as `byPlace` sorts their totals; a campaign term's ad group counts as ''. */
  private rankOrder() {
    if (!this.ranks) {
      const rank = (count: number, keyOf: (at: number) => PlaceKey) => {
        const order = Array.from({ length: count }, (_, at) => at).sort((a, b) =>
          byPlace(keyOf(a), keyOf(b)),
        );
        const ranks = new Int32Array(count);
        order.forEach((at, position) => (ranks[at] = position));
        return ranks;
      };
      this.ranks = {
        place: rank(this.places.length, (at) => this.places[at]!),
        campaignTerm: rank(this.siblings.length, (at) => ({
          ...this.places[this.siblings[at]![0]!]!,
          adGroupId: '',
        })),
      };
    }
    return this.ranks;
  }

  /** Every place's sums over the window, summed afresh (no running total to drift). */
  private windowSums(window: ReportDays) {
    const sums = new Float64Array(this.places.length * FIELDS);
    const seen = new Uint8Array(this.places.length);
    for (let day = this.dayOf(window.startDate); day <= this.dayOf(window.endDate); day++) {
      const values = this.dayValues[day]!;
      this.dayPlaces[day]!.forEach((index, row) => {
        seen[index] = 1;
        for (let field = 0; field < FIELDS; field++)
          sums[index * FIELDS + field]! += values[row * FIELDS + field]!;
      });
    }
    return { sums, seen };
  }

  private dayOf(date: string): number {
    const day = dayNumber(date) - dayNumber(this.days.startDate);
    if (day < 0 || day >= this.dayPlaces.length) throw new Error(`${date} is outside the loaded days`);
    return day;
  }
}

function scopeTest(query: TermTotalsQuery) {
  const campaigns = query.campaignIds.length ? new Set(query.campaignIds) : null;
  const adGroups = query.adGroupIds.length ? new Set(query.adGroupIds) : null;
  const asinAdGroups = query.asinAdGroupIds && new Set(query.asinAdGroupIds);
  return (place: Place) =>
    (!campaigns || campaigns.has(place.campaignId)) &&
    (!adGroups || adGroups.has(place.adGroupId)) &&
    (!asinAdGroups || asinAdGroups.has(place.adGroupId));
}

const zero = (): TermSums => ({ impressions: 0, clicks: 0, cost: 0, orders: 0, sales: 0 });

function addTo(target: TermSums, values: ArrayLike<number>, index: number): TermSums {
  const at = index * FIELDS;
  target.impressions += values[at]!;
  target.clicks += values[at + 1]!;
  target.cost += values[at + 2]!;
  target.orders += values[at + 3]!;
  target.sales += values[at + 4]!;
  return target;
}

type PlaceKey = Pick<Place, 'campaignId' | 'adGroupId' | 'term'>;

function byPlace(a: PlaceKey, b: PlaceKey): number {
  return (
    a.campaignId.localeCompare(b.campaignId) ||
    a.adGroupId.localeCompare(b.adGroupId) ||
    a.term.localeCompare(b.term)
  );
}

/** Days since the epoch; Date.parse rather than the calendar's dayjs, since it runs once per row loaded. */
function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 86_400_000;
}
