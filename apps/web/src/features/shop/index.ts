export { shopKeys } from './keys';
export { shopLocales } from './locales';
export { ShopAuthorizeScreen } from './ShopAuthorizeScreen';
export { shopListQuery, useShops, type ShopOption } from './use-shops';
