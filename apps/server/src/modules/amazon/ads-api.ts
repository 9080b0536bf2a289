/**
 * What the rest of the server may ask of a shop's Amazon Ads account. The Amazon module implements it
 * over the real Ads API v3 (or the sandbox); the negation engine depends only on this.
 */
export type NegativeKeywordMatchType = 'NEGATIVE_EXACT' | 'NEGATIVE_PHRASE';

export interface NegativeKeywordDraft {
  campaignId: string;
  /** null = campaign level. */
  adGroupId: string | null;
  keywordText: string;
  matchType: NegativeKeywordMatchType;
}

export interface NegativeTargetDraft {
  campaignId: string;
  adGroupId: string | null;
  /** The ASIN to exclude (ASIN_SAME_AS). */
  asin: string;
}

export interface ExistingNegative {
  amazonId: string;
  campaignId: string;
  adGroupId: string | null;
  /** Keyword text, or the ASIN of a negative product target. */
  value: string;
  matchType: NegativeKeywordMatchType | 'ASIN_SAME_AS';
  state: string;
}

/** Per-item outcome of a 207 multi-status write, in the order of the request. */
/**
 * One item of a 207 answer. A refused item says why in Amazon's reason codes: `duplicate` (the negative
 * already exists: DUPLICATE_VALUE) and `alreadyArchived` (ARCHIVED_ENTITY_CANNOT_BE_MODIFIED) let callers
 * treat a repeated create or archive as done.
 */
export type ItemResult =
  | { ok: true; amazonId: string }
  | { ok: false; error: string; reason: string | null; duplicate: boolean; alreadyArchived: boolean };

/** A keyword's serving state as Amazon names it; ARCHIVED cannot be changed. */
export type KeywordState = 'ENABLED' | 'PAUSED' | 'ARCHIVED';

/** A change to one keyword: its bid, its state, or both (PUT /sp/keywords). */
export interface KeywordUpdate {
  keywordId: string;
  bid?: number;
  state?: 'ENABLED' | 'PAUSED';
}

/** A keyword's live state and bid; `bid` is null when it bids the ad group's default. */
export interface KeywordSettings {
  state: KeywordState;
  bid: number | null;
}

/** A keyword or product target Amazon should create with its own bid (harvest). */
export type TargetingDraft = {
  campaignId: string;
  adGroupId: string;
  bid: number;
} & ({ kind: 'keyword'; keywordText: string } | { kind: 'asinTarget'; asin: string });

/** A keyword or product target found in an ad group; `value` is the keyword text or the target's ASIN. */
export interface ExistingTargeting {
  amazonId: string;
  kind: 'keyword' | 'asinTarget';
  value: string;
  /** EXACT, PHRASE, BROAD for keywords; ASIN_SAME_AS for targets. */
  matchType: string;
  state: string;
}

/** What Amazon suggests bidding on a keyword or ASIN (the middle of its low/median/high), by value. */
export type SuggestedBidQuery =
  | { campaignId: string; adGroupId: string; expressions: TargetingDraft[] }
  | { asins: string[]; expressions: TargetingDraft[] };

/**
 * Creating the manual structure a harvest needs. Each `find` looks on Amazon before a create, so a retry
 * after a crash adopts what the crashed attempt made instead of making it twice.
 */
export interface ManualStructureApi {
  findCampaign(shopId: string, name: string): Promise<string | undefined>;
  createCampaign(
    shopId: string,
    draft: { name: string; dailyBudget: number; startDate: string },
  ): Promise<ItemResult>;
  findAdGroup(shopId: string, campaignId: string, name: string): Promise<string | undefined>;
  createAdGroup(
    shopId: string,
    draft: { campaignId: string; name: string; defaultBid: number },
  ): Promise<ItemResult>;
  /** The product ad of an SKU in an ad group, if one exists (any state but archived). */
  findProductAd(shopId: string, adGroupId: string, sku: string): Promise<string | undefined>;
  createProductAd(
    shopId: string,
    draft: { campaignId: string; adGroupId: string; sku: string },
  ): Promise<ItemResult>;
  /** Keywords and product targets of one ad group, archived ones left out. */
  listTargetings(shopId: string, adGroupId: string): Promise<ExistingTargeting[]>;
  createTargetings(shopId: string, drafts: TargetingDraft[]): Promise<ItemResult[]>;
  suggestedBids(shopId: string, query: SuggestedBidQuery): Promise<Map<string, number>>;
}

export interface AdsApi extends ManualStructureApi {
  /** Pauses or enables keywords by id (PUT, 207 per item in request order). */
  updateKeywordStates(
    shopId: string,
    updates: { keywordId: string; state: 'ENABLED' | 'PAUSED' }[],
  ): Promise<ItemResult[]>;
  /** Live states of some keywords, to see what a crashed update already did; unknown ids are left out. */
  keywordStates(shopId: string, keywordIds: string[]): Promise<Map<string, KeywordState>>;
  /** Changes bids and states of keywords by id (PUT, 207 per item in request order). */
  updateKeywords(shopId: string, updates: KeywordUpdate[]): Promise<ItemResult[]>;
  /** Live states and bids of some keywords, read before a bid change; unknown ids are left out. */
  keywordSettings(shopId: string, keywordIds: string[]): Promise<Map<string, KeywordSettings>>;
  createNegativeKeywords(shopId: string, drafts: NegativeKeywordDraft[]): Promise<ItemResult[]>;
  createNegativeTargets(shopId: string, drafts: NegativeTargetDraft[]): Promise<ItemResult[]>;
  /** Archives (Amazon's delete) by id; `level` picks the ad-group or campaign endpoint. */
  archiveNegativeKeywords(
    shopId: string,
    level: 'adGroup' | 'campaign',
    amazonIds: string[],
  ): Promise<ItemResult[]>;
  archiveNegativeTargets(
    shopId: string,
    level: 'adGroup' | 'campaign',
    amazonIds: string[],
  ): Promise<ItemResult[]>;
  /** Live negatives of one campaign (and ad group), to find one a crashed run already created. */
  listNegatives(
    shopId: string,
    where: { campaignId: string; adGroupId: string | null },
  ): Promise<ExistingNegative[]>;
}
