import { streamFor } from '../random.ts';
import { SELLERS } from './catalog.ts';
import { MARKETPLACES, type Marketplace } from './marketplaces.ts';
import type { Product } from './products.ts';
import { plantStructureMistakes } from './planted-mistakes.ts';
import { createShop, type Shop } from './shop.ts';
import { createNegativeKeyword } from './writes.ts';

/** A seller who can authorize Termwise on the consent page; each of its marketplaces is one shop. */
export interface SellerAccount {
  /** Amazon's merchant id, shown as accountInfo.id in profiles. */
  sellerId: string;
  name: string;
  shops: Shop[];
}

/** Which marketplaces each sandbox seller sells in: account A in three regions, account B in one. */
const ACCOUNT_MARKETPLACES: Marketplace[][] = [
  [MARKETPLACES.US, MARKETPLACES.UK, MARKETPLACES.JP],
  [MARKETPLACES.DE],
];

/** Terms the sandbox sellers negated before the simulation starts, so a fresh shop already has some. */
const PRE_EXISTING_NEGATIVES_PER_SHOP = 4;

/**
 * The simulated Amazon: seller accounts, their shops and everything the Ads API serves about them.
 * Made from the seed alone; the clock only decides where "today" is.
 */
export class SandboxWorld {
  readonly accounts: SellerAccount[];
  private readonly shopsByProfileId = new Map<number, Shop>();

  constructor(
    readonly seed: number,
    readonly now: () => Date,
    /** The world's first "today"; its history ends there. A restarted sandbox passes the original one. */
    createdAt: Date = now(),
    /**
     * The demo's shape: its keyword-structure mistakes (plantStructureMistakes).
     */
    options: { structureMistakes?: boolean } = {},
  ) {
    this.accounts = SELLERS.map((seller, index) => {
      const sellerId = `A${streamFor(seed, 'seller', index).alphanumeric(13)}`;
      const shops = (ACCOUNT_MARKETPLACES[index] ?? []).map((marketplace) =>
        createShop(seed, seller, sellerId, marketplace, createdAt),
      );
      return { sellerId, name: seller.accountName, shops };
    });
    for (const shop of this.shops()) {
      this.shopsByProfileId.set(shop.profileId, shop);
      addPreExistingNegatives(shop, createdAt);
      if (options.structureMistakes) {
        plantStructureMistakes(shop, createdAt);
      }
    }
  }

  shops(): Shop[] {
    return this.accounts.flatMap((account) => account.shops);
  }

  shop(profileId: number | string): Shop | undefined {
    return this.shopsByProfileId.get(Number(profileId));
  }

  product(asin: string): Product | undefined {
    for (const shop of this.shops()) {
      const product = shop.products.find((candidate) => candidate.asin === asin);
      if (product) return product;
    }
    return undefined;
  }

  account(sellerId: string): SellerAccount | undefined {
    return this.accounts.find((account) => account.sellerId === sellerId);
  }
}

function addPreExistingNegatives(shop: Shop, createdAt: Date): void {
  const random = streamFor(shop.seed, 'pre-existing-negatives', shop.profileId);
  const wastePaths = shop.paths.filter((path) => path.term.tier === 'waste' && path.campaign.targetingType === 'AUTO');
  for (const path of random.sample(wastePaths, PRE_EXISTING_NEGATIVES_PER_SHOP)) {
    const at = new Date(createdAt.getTime() - random.int(40, 80) * 86_400_000);
    createNegativeKeyword(
      shop,
      {
        campaignId: path.campaign.campaignId,
        adGroupId: path.adGroup.adGroupId,
        keywordText: path.term.text,
        matchType: 'NEGATIVE_EXACT',
      },
      at,
    );
  }
}
