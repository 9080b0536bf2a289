import { hashKey, mulberry32, Random } from '../random.ts';
import { dayNumber } from './calendar.ts';
import type { Shop } from './shop.ts';

/**
 * The Brand Analytics search-terms world (`GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT`): every marketplace has
 * `terms` search terms, each with a popularity that follows its own season and trend, ranked per period by
 * that popularity. A term's text, department and clicked ASINs derive from (seed, marketplace, term index)
 * alone, and its score in a period from (seed, marketplace, term, period), so any period of any size is
 * generated row by row without storing a report: only one number per term (its score) is held while ranking.
 */

export type AbaPeriod = 'DAY' | 'WEEK' | 'MONTH' | 'QUARTER';

/** Head nouns by department: the last word of every generated term names what is searched for. */
const DEPARTMENTS: [string, string[]][] = [
  ['Amazon Home', ['organizer', 'lamp', 'curtains', 'rug', 'pillow', 'shelf', 'basket', 'mirror']],
  ['Kitchen', ['pan', 'knife', 'mug', 'blender', 'kettle', 'container', 'grater', 'colander']],
  ['Sports & Outdoors', ['tent', 'backpack', 'bottle', 'lantern', 'hammock', 'jacket', 'gloves', 'mat']],
  ['Electronics', ['charger', 'headphones', 'speaker', 'cable', 'mouse', 'keyboard', 'webcam', 'adapter']],
  ['Beauty', ['serum', 'brush', 'shampoo', 'lotion', 'mask', 'dryer', 'comb', 'perfume']],
  ['Toys & Games', ['puzzle', 'blocks', 'doll', 'kite', 'robot', 'plush', 'game', 'car']],
  ['Pet Supplies', ['leash', 'collar', 'bed', 'bowl', 'toy', 'harness', 'crate', 'treats']],
  ['Office Products', ['notebook', 'pen', 'stapler', 'planner', 'binder', 'marker', 'desk', 'chair']],
];

const MODIFIERS = [
  'black',
  'white',
  'large',
  'small',
  'portable',
  'wireless',
  'waterproof',
  'bamboo',
  'stainless',
  'kids',
  'womens',
  'mens',
  'mini',
  'foldable',
  'electric',
  'cordless',
  'vintage',
  'modern',
  'rechargeable',
  'led',
  'travel',
  'heavy',
  'soft',
  'organic',
  'natural',
  'leather',
  'wooden',
  'glass',
  'silicone',
  'cotton',
  'metal',
  'magnetic',
  'adjustable',
  'smart',
  'compact',
  'outdoor',
  'indoor',
  'gift',
  'set',
  'pack',
  'pink',
  'blue',
  'green',
  'grey',
  'red',
  'gold',
  'silver',
  'clear',
  'round',
  'square',
  'long',
  'thick',
  'thin',
  'xl',
  'cheap',
  'best',
  'premium',
  'classic',
  'cute',
  'funny',
  'christmas',
  'summer',
  'winter',
  'holiday',
];

const NOUNS = DEPARTMENTS.flatMap(([department, nouns]) => nouns.map((noun) => ({ department, noun })));

/** How many terms each word count holds: modifiers^(words-1) x nouns. */
const CLASS_SIZES = [1, 2, 3].map((modifiers) => MODIFIERS.length ** modifiers * NOUNS.length);

export interface AbaWorldOptions {
  /** Search terms per marketplace (each gives up to three rows). Default 20,000. */
  terms?: number;
}

export const DEFAULT_ABA_TERMS = 20_000;

/** One marketplace's search terms. `shops` are the sandbox shops there: their products are among the clicked ASINs. */
/** One row of Amazon's Brand Analytics search terms document, as `AbaMarketplace.rows` writes them (JSON). */
export interface AbaDocumentRow {
  departmentName: string;
  searchTerm: string;
  searchFrequencyRank: number;
  clickedAsin: string;
  clickedItemName: string;
  clickShareRank: number;
  clickShare: number;
  conversionShare: number;
}

export class AbaMarketplace {
  private readonly seeded: { term: string; department: string; asin?: { asin: string; title: string } }[];
  private readonly seededTerms: Set<string>;
  /** Hashed once: every per-term and per-row stream is keyed by integer mixing from it (string hashing per row was most of the cost). */
  private readonly base: number;
  private readonly competitors: { asin: string; brand: string }[];
  private readonly competitorsByAsin: Map<string, { asin: string; brand: string }>;

  constructor(
    seed: number,
    readonly marketplaceId: string,
    readonly termCount: number,
    shops: Shop[],
  ) {
    // The sandbox sellers' own products: their core terms rank high, and the seller's ASIN is among the
    // clicked ones; their broad terms rank high without it.
    const seen = new Set<string>();
    this.seeded = shops
      .flatMap((shop) =>
        shop.products.flatMap((product) => [
          ...product.kind.coreTerms.map((term) => ({
            term,
            department: shop.seller.department,
            asin: { asin: product.asin, title: product.title },
          })),
          ...product.kind.broadTerms.map((term) => ({ term, department: shop.seller.department })),
        ]),
      )
      .filter((seeded) => !seen.has(seeded.term) && seen.add(seeded.term));
    this.seededTerms = seen;
    this.base = hashKey(seed, marketplaceId, 'aba');
    const random = new Random(mulberry32(this.base));
    this.competitors = Array.from({ length: COMPETITOR_POOL }, () => ({
      asin: `B0${random.alphanumeric(8)}`,
      brand: random.pick(BRANDS),
    }));
    this.competitorsByAsin = new Map(this.competitors.map((competitor) => [competitor.asin, competitor]));
  }

  /** Another seller's product among the clicked ASINs, as the catalog knows it: brand, name, picture hue. */
  competitor(asin: string): { asin: string; title: string; hue: number } | undefined {
    const found = this.competitorsByAsin.get(asin);
    if (!found) return undefined;
    const code = mix(this.base, 5, hashKey(asin));
    const { noun } = NOUNS[code % NOUNS.length]!;
    return { asin, title: `${found.brand} ${titleCase(noun)}`, hue: code % 360 };
  }

  /** Term `index` (0 is the most popular on average): its text and department. */
  term(index: number): { searchTerm: string; departmentName: string } {
    const seeded = this.seeded[index];
    if (seeded) return { searchTerm: seeded.term, departmentName: seeded.department };
    let rest = index - this.seeded.length;
    let modifiers = 1;
    for (const size of CLASS_SIZES) {
      if (rest < size) break;
      rest -= size;
      modifiers++;
    }
    // Class sizes are powers of two, so an odd multiplier permutes a class: neighbouring indexes become
    // unrelated terms, and no two indexes share one (products stay below 2^53, exact in a double).
    const size = CLASS_SIZES[modifiers - 1] ?? Number.MAX_SAFE_INTEGER;
    let code = (rest * 40_503 + this.base) % size;
    const noun = NOUNS[code % NOUNS.length]!;
    code = Math.floor(code / NOUNS.length);
    const words: string[] = [];
    for (let word = 0; word < modifiers; word++) {
      words.push(MODIFIERS[code % MODIFIERS.length]!);
      code = Math.floor(code / MODIFIERS.length);
    }
    const searchTerm = `${words.join(' ')} ${noun.noun}`;
    // "new" is no modifier, so this cannot meet another generated term either.
    return {
      searchTerm: this.seededTerms.has(searchTerm) ? `new ${searchTerm}` : searchTerm,
      departmentName: noun.department,
    };
  }

  /**
   * Term popularity in a period: a Zipf-like base, a yearly season with the term's own amplitude and peak,
   * and for one term in five a trend that makes it rise or fall year over year.
   */
  score(index: number, periodMidDay: number): number {
    const random = mulberry32(mix(this.base, 1, index));
    const base = 1 / (index + 20) ** 0.9;
    const amplitude = random() * 0.9;
    const peak = random() * 2 * Math.PI;
    const trend = random() < 0.2 ? (random() - 0.5) * 2 : 0;
    const years = periodMidDay / 365.25;
    const season = 1 + amplitude * Math.sin(2 * Math.PI * years + peak);
    const noise = Math.exp((mulberry32(mix(this.base, 2, index, periodMidDay))() - 0.5) * 0.3);
    return base * season * Math.exp(trend * (years - 56)) * noise;
  }

  /**
   * The term indexes ordered by rank for the period with this middle day. Scores are packed with the index
   * into one float per term (score bits above, index below), so one typed-array sort ranks them.
   */
  ranking(periodMidDay: number): Float64Array {
    const keys = new Float64Array(this.termCount);
    const indexBits = 2 ** Math.ceil(Math.log2(this.termCount + 1));
    for (let index = 0; index < this.termCount; index++) {
      const quantized = Math.floor(Math.min(1, this.score(index, periodMidDay)) * 2 ** 30);
      keys[index] = (2 ** 30 - quantized) * indexBits + index;
    }
    keys.sort();
    for (let rank = 0; rank < keys.length; rank++) keys[rank] = keys[rank]! % indexBits;
    return keys;
  }

  /** The (up to three) rows of the term at `rank` (1-based), as JSON texts. */
  rows(index: number, rank: number): string[] {
    const { searchTerm, departmentName } = this.term(index);
    const random = new Random(mulberry32(mix(this.base, 3, index)));
    const count = rank <= 1000 || random.chance(0.85) ? 3 : random.int(1, 2);
    // The top three's shares are part of all the term's clicks and conversions: together at most 100%.
    const top = random.between(0.08, 0.45);
    const shares = [top, top * random.between(0.3, 0.9), top * random.between(0.1, 0.3)].slice(0, count);
    const conversions = shares.map((clickShare) => Math.min(1, clickShare * random.between(0.5, 1.6)));
    const conversionScale = Math.min(1, 0.98 / conversions.reduce((sum, share) => sum + share, 0));
    const own = this.seeded[index]?.asin;
    const term = JSON.stringify(searchTerm);
    const department = JSON.stringify(departmentName);
    return shares.map((clickShare, position) => {
      const competitor = this.competitors[mix(this.base, 4, index, position) % COMPETITOR_POOL]!;
      const asin =
        position === 1 && own
          ? own
          : { asin: competitor.asin, title: `${competitor.brand} ${titleCase(searchTerm)}` };
      const conversionShare = conversions[position]! * conversionScale;
      return `{"departmentName":${department},"searchTerm":${term},"searchFrequencyRank":${rank},"clickedAsin":"${asin.asin}","clickedItemName":${JSON.stringify(asin.title)},"clickShareRank":${position + 1},"clickShare":${round4(clickShare)},"conversionShare":${round4(conversionShare)}}`;
    });
  }
}

const COMPETITOR_POOL = 4096;
const BRANDS = ['Ankeo', 'Hovix', 'Lumora', 'Zestra', 'Kovra', 'Tandel', 'Quibo', 'Vernix', 'Solvy', 'Marlo'];

/** A 32-bit hash of integers (murmur3's mixing steps), for keying streams without building strings. */
function mix(...values: number[]): number {
  let hash = 0x811c9dc5;
  for (const value of values) {
    hash = Math.imul(hash ^ (value >>> 0), 0x01000193);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    hash ^= hash >>> 12;
  }
  return hash >>> 0;
}

const titleCase = (text: string) => text.replace(/\b\w/g, (letter) => letter.toUpperCase());
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** The middle day of a period (days since 1970-01-01), the point its season and trend are read at. */
export function periodMidDay(dataStartTime: string, dataEndTime: string): number {
  return Math.floor((dayNumber(dataStartTime) + dayNumber(dataEndTime)) / 2);
}

/**
 * The report document, as Amazon's schema for this report type has it, as text chunks of about `rowsPerChunk`
 * rows: `{"reportSpecification": {...}, "dataByDepartmentAndSearchTerm": [rows by rank]}`.
 */
export function* abaDocument(
  marketplace: AbaMarketplace,
  specification: { reportPeriod: AbaPeriod; dataStartTime: string; dataEndTime: string },
  rowsPerChunk = 2000,
): Generator<string> {
  const reportSpecification = {
    reportType: 'GET_BRAND_ANALYTICS_SEARCH_TERMS_REPORT',
    reportOptions: { reportPeriod: specification.reportPeriod },
    dataStartTime: specification.dataStartTime,
    dataEndTime: specification.dataEndTime,
    marketplaceIds: [marketplace.marketplaceId],
  };
  yield `{"reportSpecification":${JSON.stringify(reportSpecification)},"dataByDepartmentAndSearchTerm":[`;
  const order = marketplace.ranking(periodMidDay(specification.dataStartTime, specification.dataEndTime));
  let chunk: string[] = [];
  let first = true;
  for (let rank = 1; rank <= order.length; rank++) {
    chunk.push(...marketplace.rows(order[rank - 1]!, rank));
    if (chunk.length >= rowsPerChunk || rank === order.length) {
      yield `${first ? '' : ','}${chunk.join(',')}`;
      first = false;
      chunk = [];
    }
  }
  yield ']}';
}
