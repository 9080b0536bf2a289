import type { Random } from '../random.ts';
import { RELEVANT_MODIFIERS, type SellerProfile, WASTE_MODIFIERS } from './catalog.ts';
import { newAsin, type Product } from './products.ts';

/**
 * Where a search term comes from decides how it behaves: core and branded terms sell, competitor and
 * product-page (ASIN) terms sell a little or not at all, look-alike terms never sell.
 */
export type TermTier =
  | 'core'
  | 'relevant'
  | 'branded'
  | 'competitor'
  | 'waste'
  | 'asin-substitute'
  | 'asin-complement';

/** A search term shoppers type (or, for product pages, the ASIN shown) with its latent behaviour. */
export interface SearchTerm {
  /** Lowercase, as Amazon reports it; ASIN terms look like b0abc12345. */
  text: string;
  tier: TermTier;
  /** Ad impressions per day the term would give one fully matching ad group. */
  demand: number;
  clickThroughRate: number;
  conversionRate: number;
}

interface TierBehaviour {
  demand: [number, number];
  clickThroughRate: [number, number];
  conversionRate: [number, number];
  /** Share of the tier's terms that never convert, whatever the traffic. */
  neverConverts: number;
}

const BEHAVIOUR: Record<TermTier, TierBehaviour> = {
  core: { demand: [80, 400], clickThroughRate: [0.005, 0.012], conversionRate: [0.1, 0.22], neverConverts: 0 },
  relevant: { demand: [2, 60], clickThroughRate: [0.003, 0.01], conversionRate: [0.05, 0.18], neverConverts: 0.1 },
  branded: { demand: [5, 30], clickThroughRate: [0.02, 0.05], conversionRate: [0.2, 0.35], neverConverts: 0 },
  competitor: { demand: [10, 80], clickThroughRate: [0.002, 0.006], conversionRate: [0.005, 0.04], neverConverts: 0.4 },
  waste: { demand: [5, 160], clickThroughRate: [0.004, 0.012], conversionRate: [0.005, 0.02], neverConverts: 0.85 },
  'asin-substitute': { demand: [10, 120], clickThroughRate: [0.002, 0.007], conversionRate: [0.02, 0.09], neverConverts: 0.5 },
  'asin-complement': { demand: [5, 60], clickThroughRate: [0.001, 0.004], conversionRate: [0.01, 0.05], neverConverts: 0.7 },
};

export const SUBSTITUTE_ASINS_PER_PRODUCT = 30;
const COMPLEMENT_ASINS_PER_PRODUCT = 15;
const LONG_TAIL_TERMS_PER_PRODUCT = 120;

export interface ProductSearchTerms {
  terms: SearchTerm[];
  /** Competitor listings whose pages show our ads; manual campaigns target some of them. */
  substituteAsins: string[];
}

export function createSearchTerms(random: Random, seller: SellerProfile, product: Product): ProductSearchTerms {
  const { coreTerms, lookAlikes } = product.kind;
  const texts = new Map<string, TermTier>();
  const add = (text: string, tier: TermTier) => {
    if (!texts.has(text)) texts.set(text, tier);
  };

  for (const core of coreTerms) {
    add(core, 'core');
    add(`${seller.brand.toLowerCase()} ${core}`, 'branded');
    for (const modifier of RELEVANT_MODIFIERS) add(withModifier(core, modifier), 'relevant');
    for (const competitor of seller.competitorBrands) add(`${competitor} ${core}`, 'competitor');
    for (const modifier of WASTE_MODIFIERS) add(withModifier(core, modifier), 'waste');
  }
  for (let i = 0; i < LONG_TAIL_TERMS_PER_PRODUCT; i++) {
    const [first, second] = random.sample(RELEVANT_MODIFIERS, 2) as [string, string];
    add(withModifier(withModifier(random.pick(coreTerms), first), second), 'relevant');
  }
  for (const lookAlike of lookAlikes) {
    add(lookAlike, 'waste');
    for (const modifier of random.sample(RELEVANT_MODIFIERS, 8)) add(withModifier(lookAlike, modifier), 'waste');
  }

  const substituteAsins = Array.from({ length: SUBSTITUTE_ASINS_PER_PRODUCT }, () => newAsin(random));
  for (const asin of substituteAsins) add(asin.toLowerCase(), 'asin-substitute');
  for (let i = 0; i < COMPLEMENT_ASINS_PER_PRODUCT; i++) add(newAsin(random).toLowerCase(), 'asin-complement');

  const terms = [...texts].map(([text, tier]) => withBehaviour(random, text, tier));
  return { terms, substituteAsins };
}

function withModifier(term: string, modifier: string): string {
  return /^(for|with) /.test(modifier) ? `${term} ${modifier}` : `${modifier} ${term}`;
}

function withBehaviour(random: Random, text: string, tier: TermTier): SearchTerm {
  const behaviour = BEHAVIOUR[tier];
  const [minDemand, maxDemand] = behaviour.demand;
  return {
    text,
    tier,
    // Squaring the draw skews towards the low end: a few head terms, a long tail.
    demand: minDemand * (maxDemand / minDemand) ** (random.next() ** 2),
    clickThroughRate: random.between(...behaviour.clickThroughRate),
    conversionRate: random.chance(behaviour.neverConverts) ? 0 : random.between(...behaviour.conversionRate),
  };
}
