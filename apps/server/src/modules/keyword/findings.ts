import { createHash } from 'node:crypto';
import type { KeywordGroupKind } from '@termwise/contracts';
import { targetedAsin } from '../amazon/index.ts';

/** Case, spacing and punctuation folded: "Red-Socks " and "red socks" are the same keyword. */
export function normaliseKeyword(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface LiveKeyword {
  keywordId: string;
  campaignId: string;
  campaignName: string;
  adGroupId: string;
  adGroupName: string;
  text: string;
  matchType: string;
  state: string;
  bid: number | null;
}

export interface LiveTarget {
  targetId: string;
  campaignId: string;
  campaignName: string;
  adGroupId: string;
  adGroupName: string;
  expression: string;
  state: string;
  bid: number | null;
}

export interface LiveNegative {
  id: string;
  campaignId: string;
  adGroupId: string | null;
  text: string;
  matchType: string;
}

/** A search term with an order in a broad, phrase or auto ad group over the leak window. */
export interface ConvertingTerm {
  campaignId: string;
  adGroupId: string;
  targetingId: string;
  matchType: string;
  searchTerm: string;
}

export interface ShopShape {
  keywords: LiveKeyword[];
  targets: LiveTarget[];
  negatives: LiveNegative[];
  adGroupAsins: Map<string, string[]>;
  convertingTerms: ConvertingTerm[];
  /** Names of every ad group and its campaign, for occurrences that are search terms. */
  places: Map<string, { adGroupName: string; campaignId: string; campaignName: string }>;
}

export interface FoundMember {
  occurrenceId: string;
  role: 'keyword' | 'target' | 'negative' | 'searchTerm';
  keywordId: string | null;
  targetId: string | null;
  /** The id the reports carry for its traffic (keyword or target), or null for a negative. */
  targetingId: string | null;
  campaignId: string;
  campaignName: string;
  adGroupId: string | null;
  adGroupName: string | null;
  asins: string[];
  text: string;
  matchType: string;
  state: string;
  bid: number | null;
  fixed: boolean;
}

export interface FoundGroup {
  id: string;
  kind: KeywordGroupKind;
  text: string;
  matchType: string;
  asins: string[];
  members: FoundMember[];
}

/** Match types whose traffic can leak a term an exact keyword should take: broad, phrase and auto. */
const LEAKING_MATCH_TYPES = new Set(['BROAD', 'PHRASE', 'TARGETING_EXPRESSION_PREDEFINED']);

export function groupId(shopId: string, kind: KeywordGroupKind, key: string): string {
  return createHash('sha256').update(`${shopId}|${kind}|${key}`).digest('hex').slice(0, 32);
}

function keywordMember(keyword: LiveKeyword, asins: string[], fixed = false): FoundMember {
  return {
    occurrenceId: keyword.keywordId,
    role: 'keyword',
    keywordId: keyword.keywordId,
    targetId: null,
    targetingId: keyword.keywordId,
    campaignId: keyword.campaignId,
    campaignName: keyword.campaignName,
    adGroupId: keyword.adGroupId,
    adGroupName: keyword.adGroupName,
    asins,
    text: keyword.text,
    matchType: keyword.matchType,
    state: keyword.state,
    bid: keyword.bid,
    fixed,
  };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const distinct = <T>(values: T[]) => [...new Set(values)];

/** Same text and match type for the same ASIN in more than one ad group, and across ASINs. */
function duplicatesAndOverlaps(shopId: string, shape: ShopShape): FoundGroup[] {
  const byAsin = new Map<string, LiveKeyword[]>();
  const byText = new Map<string, LiveKeyword[]>();
  for (const keyword of shape.keywords) {
    const key = `${normaliseKeyword(keyword.text)}|${keyword.matchType}`;
    pushTo(byText, key, keyword);
    for (const asin of shape.adGroupAsins.get(keyword.adGroupId) ?? [])
      pushTo(byAsin, `${key}|${asin}`, keyword);
  }
  const groups: FoundGroup[] = [];
  const asinsOf = (keyword: LiveKeyword) => shape.adGroupAsins.get(keyword.adGroupId) ?? [];
  for (const [key, keywords] of byAsin) {
    if (distinct(keywords.map((k) => k.adGroupId)).length < 2) continue;
    const [text, matchType, asin] = key.split('|') as [string, string, string];
    groups.push({
      id: groupId(shopId, 'duplicate', key),
      kind: 'duplicate',
      text,
      matchType,
      asins: [asin],
      members: keywords.map((keyword) => keywordMember(keyword, asinsOf(keyword))),
    });
  }
  for (const [key, keywords] of byText) {
    const asins = distinct(keywords.flatMap(asinsOf));
    if (asins.length < 2 || distinct(keywords.map((k) => k.adGroupId)).length < 2) continue;
    // Every keyword advertising the same single ASIN set is a duplicate, not an overlap.
    if (distinct(keywords.map((k) => asinsOf(k).sort().join(','))).length < 2) continue;
    const [text, matchType] = key.split('|') as [string, string];
    groups.push({
      id: groupId(shopId, 'overlap', key),
      kind: 'overlap',
      text,
      matchType,
      asins: asins.sort(),
      members: keywords.map((keyword) => keywordMember(keyword, asinsOf(keyword))),
    });
  }
  return groups;
}

function negativeMember(negative: LiveNegative, shape: ShopShape, campaignName: string): FoundMember {
  const place = negative.adGroupId ? shape.places.get(negative.adGroupId) : undefined;
  return {
    occurrenceId: negative.id,
    role: 'negative',
    keywordId: null,
    targetId: null,
    targetingId: null,
    campaignId: negative.campaignId,
    campaignName: place?.campaignName ?? campaignName,
    adGroupId: negative.adGroupId,
    adGroupName: place?.adGroupName ?? null,
    asins: [],
    text: negative.text,
    matchType: negative.matchType,
    state: 'ENABLED',
    bid: null,
    fixed: false,
  };
}

/** A positive keyword or product target blocked by a negative of the same text or ASIN where it runs. */
function conflicts(shopId: string, shape: ShopShape): FoundGroup[] {
  const negativesAt = new Map<string, LiveNegative[]>();
  for (const negative of shape.negatives) {
    const value =
      negative.matchType === 'ASIN_SAME_AS' ? negative.text.toUpperCase() : normaliseKeyword(negative.text);
    pushTo(negativesAt, `${negative.campaignId}|${negative.adGroupId ?? '*'}|${value}`, negative);
  }
  const blocking = (campaignId: string, adGroupId: string, value: string, asins: boolean) =>
    [
      ...(negativesAt.get(`${campaignId}|${adGroupId}|${value}`) ?? []),
      ...(negativesAt.get(`${campaignId}|*|${value}`) ?? []),
    ].filter((negative) => (negative.matchType === 'ASIN_SAME_AS') === asins);
  const groups: FoundGroup[] = [];
  for (const keyword of shape.keywords) {
    const text = normaliseKeyword(keyword.text);
    const negatives = blocking(keyword.campaignId, keyword.adGroupId, text, false);
    if (!negatives.length) continue;
    const asins = shape.adGroupAsins.get(keyword.adGroupId) ?? [];
    groups.push({
      id: groupId(shopId, 'conflict', `keyword|${keyword.keywordId}`),
      kind: 'conflict',
      text,
      matchType: keyword.matchType,
      asins,
      members: [
        keywordMember(keyword, asins, true),
        ...negatives.map((negative) => negativeMember(negative, shape, keyword.campaignName)),
      ],
    });
  }
  for (const target of shape.targets) {
    const asin = targetedAsin(target.expression);
    const negatives = asin ? blocking(target.campaignId, target.adGroupId, asin, true) : [];
    if (!asin || !negatives.length) continue;
    const asins = shape.adGroupAsins.get(target.adGroupId) ?? [];
    groups.push({
      id: groupId(shopId, 'conflict', `target|${target.targetId}`),
      kind: 'conflict',
      text: asin,
      matchType: 'ASIN_SAME_AS',
      asins,
      members: [
        {
          occurrenceId: target.targetId,
          role: 'target',
          keywordId: null,
          targetId: target.targetId,
          targetingId: target.targetId,
          campaignId: target.campaignId,
          campaignName: target.campaignName,
          adGroupId: target.adGroupId,
          adGroupName: target.adGroupName,
          asins,
          text: asin,
          matchType: 'ASIN_SAME_AS',
          state: target.state,
          bid: target.bid,
          fixed: true,
        },
        ...negatives.map((negative) => negativeMember(negative, shape, target.campaignName)),
      ],
    });
  }
  return groups;
}

/**
 * A search term that converts in a broad, phrase or auto ad group while an exact keyword for it runs in
 * another ad group, and the source group has no exact negative for it: the two compete for the term.
 */
function leaks(shopId: string, shape: ShopShape): FoundGroup[] {
  const exactByText = new Map<string, LiveKeyword[]>();
  for (const keyword of shape.keywords) {
    if (keyword.matchType === 'EXACT') pushTo(exactByText, normaliseKeyword(keyword.text), keyword);
  }
  const exactNegatives = new Set(
    shape.negatives
      .filter((negative) => negative.matchType === 'NEGATIVE_EXACT')
      .map(
        (negative) =>
          `${negative.campaignId}|${negative.adGroupId ?? '*'}|${normaliseKeyword(negative.text)}`,
      ),
  );
  const sources = new Map<string, ConvertingTerm[]>();
  for (const term of shape.convertingTerms) {
    if (!LEAKING_MATCH_TYPES.has(term.matchType.toUpperCase())) continue;
    const text = normaliseKeyword(term.searchTerm);
    const exact = exactByText.get(text)?.filter((keyword) => keyword.adGroupId !== term.adGroupId);
    if (!exact?.length) continue;
    if (exactNegatives.has(`${term.campaignId}|${term.adGroupId}|${text}`)) continue;
    if (exactNegatives.has(`${term.campaignId}|*|${text}`)) continue;
    pushTo(sources, text, term);
  }
  const groups: FoundGroup[] = [];
  for (const [text, terms] of sources) {
    const exact = exactByText.get(text)!;
    const asins = distinct(exact.flatMap((keyword) => shape.adGroupAsins.get(keyword.adGroupId) ?? []));
    const leaking = terms.map((term): FoundMember => {
      const place = shape.places.get(term.adGroupId);
      return {
        occurrenceId: `${term.adGroupId}:${term.targetingId}`,
        role: 'searchTerm',
        keywordId: null,
        targetId: null,
        targetingId: term.targetingId,
        campaignId: term.campaignId,
        campaignName: place?.campaignName ?? term.campaignId,
        adGroupId: term.adGroupId,
        adGroupName: place?.adGroupName ?? term.adGroupId,
        asins: shape.adGroupAsins.get(term.adGroupId) ?? [],
        text: term.searchTerm,
        matchType: term.matchType,
        state: 'ENABLED',
        bid: null,
        fixed: false,
      };
    });
    groups.push({
      id: groupId(shopId, 'leak', text),
      kind: 'leak',
      text,
      matchType: 'EXACT',
      asins: asins.sort(),
      members: [
        ...exact.map((keyword) =>
          keywordMember(keyword, shape.adGroupAsins.get(keyword.adGroupId) ?? [], true),
        ),
        ...distinctBy(leaking, (member) => member.occurrenceId),
      ],
    });
  }
  return groups;
}

function distinctBy<T>(values: T[], key: (value: T) => string): T[] {
  return [...new Map(values.map((value) => [key(value), value])).values()];
}

/** Every finding of a shop's live structure. */
export function findKeywordGroups(shopId: string, shape: ShopShape): FoundGroup[] {
  return [...duplicatesAndOverlaps(shopId, shape), ...conflicts(shopId, shape), ...leaks(shopId, shape)];
}
