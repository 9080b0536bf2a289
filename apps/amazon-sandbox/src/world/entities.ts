/**
 * Sponsored Products entities in Amazon's v3 shape, so the API routes can return them as they are.
 * Ids are strings in the v3 entity APIs (reports carry them as numbers).
 */

export type EntityState = 'ENABLED' | 'PAUSED' | 'ARCHIVED';
export type KeywordMatchType = 'EXACT' | 'PHRASE' | 'BROAD';
export type NegativeMatchType = 'NEGATIVE_EXACT' | 'NEGATIVE_PHRASE' | 'NEGATIVE_BROAD';

/** Auto-targeting groups, named in the UI close match, loose match, substitutes, complements. */
export type AutoExpressionType =
  'QUERY_HIGH_REL_MATCHES' | 'QUERY_BROAD_REL_MATCHES' | 'ASIN_SUBSTITUTE_RELATED' | 'ASIN_ACCESSORY_RELATED';

/** Manual product targeting: one ASIN, an ASIN and products like it, or a browse category. */
export type ManualExpressionType = 'ASIN_SAME_AS' | 'ASIN_EXPANDED_FROM' | 'ASIN_CATEGORY_SAME_AS';

export interface TargetingExpression {
  type: AutoExpressionType | ManualExpressionType;
  value?: string;
}

/** Amazon's bidding strategies but RULE_BASED, which needs budget rules the sandbox does not have. */
export type BiddingStrategy = 'LEGACY_FOR_SALES' | 'AUTO_FOR_SALES' | 'MANUAL';

export interface Campaign {
  campaignId: string;
  name: string;
  state: EntityState;
  targetingType: 'AUTO' | 'MANUAL';
  startDate: string;
  budget: { budget: number; budgetType: 'DAILY' };
  dynamicBidding: { strategy: BiddingStrategy; placementBidding: [] };
}

export interface AdGroup {
  adGroupId: string;
  campaignId: string;
  name: string;
  state: EntityState;
  defaultBid: number;
}

export interface Keyword {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  state: EntityState;
  keywordText: string;
  matchType: KeywordMatchType;
  bid: number;
}

/** What a product target and a negative target both are: an expression in an ad group. */
interface TargetingClause {
  targetId: string;
  campaignId: string;
  adGroupId: string;
  state: EntityState;
  expression: TargetingExpression[];
  resolvedExpression: TargetingExpression[];
}

export interface Target extends TargetingClause {
  expressionType: 'AUTO' | 'MANUAL';
  bid: number;
}

export interface ProductAd {
  adId: string;
  campaignId: string;
  adGroupId: string;
  state: EntityState;
  asin: string;
  sku: string;
}

export interface NegativeKeyword {
  keywordId: string;
  campaignId: string;
  adGroupId: string;
  state: EntityState;
  keywordText: string;
  matchType: NegativeMatchType;
}

export type NegativeTarget = TargetingClause;

export interface CampaignNegativeKeyword {
  keywordId: string;
  campaignId: string;
  state: EntityState;
  keywordText: string;
  matchType: NegativeMatchType;
}

export interface CampaignNegativeTarget {
  targetId: string;
  campaignId: string;
  state: EntityState;
  expression: TargetingExpression[];
  resolvedExpression: TargetingExpression[];
}

/** One stored entity with the bookkeeping Amazon shows as extendedData. */
export interface StoredEntity<T> {
  entity: T;
  createdAt: Date;
  updatedAt: Date;
}

/** Insertion-ordered entities of one kind in one shop, addressable by id. */
export class EntityStore<T> {
  private readonly byId = new Map<string, StoredEntity<T>>();

  constructor(private readonly idOf: (entity: T) => string) {}

  add(entity: T, at: Date): StoredEntity<T> {
    const stored = { entity, createdAt: at, updatedAt: at };
    this.byId.set(this.idOf(entity), stored);
    return stored;
  }

  /** Only while a world is built: entities the seller never made. The API archives instead. */
  removeWhere(matches: (entity: T) => boolean): void {
    for (const [id, stored] of this.byId) if (matches(stored.entity)) this.byId.delete(id);
  }

  get(id: string): StoredEntity<T> | undefined {
    return this.byId.get(id);
  }

  all(): StoredEntity<T>[] {
    return [...this.byId.values()];
  }
}

/** Read access to a store, whatever the entity kind: what generic code (routes, updates) needs. */
export type EntityReader<T> = Pick<EntityStore<T>, 'get' | 'all'>;

export function normaliseKeywordText(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}
