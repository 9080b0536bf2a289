import type { ShopOption } from './use-shops';

type ListedShop = Pick<ShopOption, 'id' | 'name' | 'countryCode' | 'currencyCode'>;

/** Shops in a dropdown: name and country, since one brand often runs a shop of the same name per country. */
export const shopSelectOptions = (shops: readonly Pick<ListedShop, 'id' | 'name' | 'countryCode'>[]) =>
  shops.map((shop) => ({ value: shop.id, label: `${shop.name} · ${shop.countryCode}` }));

/** Shops where their money is shown (board, bot report): the currency, since amounts are never mixed across one. */
export const shopCurrencySelectOptions = (
  shops: readonly Pick<ListedShop, 'id' | 'name' | 'currencyCode'>[],
) => shops.map((shop) => ({ value: shop.id, label: `${shop.name} (${shop.currencyCode})` }));
