import type { Random } from '../random.ts';
import type { ProductKind, SellerProfile } from './catalog.ts';
import { type Marketplace, roundMoney } from './marketplaces.ts';

export interface Product {
  asin: string;
  sku: string;
  title: string;
  /** Short name used in campaign names and on the generated image. */
  shortName: string;
  kind: ProductKind;
  price: number;
  /** Served by the sandbox itself (routes/images.ts), relative to its public URL. */
  imagePath: string;
}

export const PRODUCTS_PER_SHOP = 10;

/** Amazon ASINs of current listings look like B0 followed by 8 uppercase letters or digits. */
export function newAsin(random: Random): string {
  return `B0${random.alphanumeric(8)}`;
}

export function createProducts(random: Random, seller: SellerProfile, marketplace: Marketplace): Product[] {
  return random.sample(seller.kinds, PRODUCTS_PER_SHOP).map((kind, index) => {
    const asin = newAsin(random);
    const feature = random.pick(kind.features);
    const otherFeature = kind.features.find((f) => f !== feature) ?? feature;
    return {
      asin,
      sku: `${seller.brand.slice(0, 2).toUpperCase()}-${marketplace.countryCode}-${String(index + 1).padStart(3, '0')}-${random.alphanumeric(4)}`,
      title: `${seller.brand} ${kind.name}, ${feature}, ${otherFeature} - ${random.pick(['Black', 'Silver', 'Green', 'Grey', 'Blue'])}`,
      shortName: kind.name,
      kind,
      price: roundMoney(random.between(kind.priceUsd[0], kind.priceUsd[1]) * marketplace.usdRate, marketplace) ,
      imagePath: `/images/${asin}.svg`,
    };
  });
}
