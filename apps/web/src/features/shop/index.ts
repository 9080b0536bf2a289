export { shopKeys } from './keys';
export { shopLocales } from './locales';
export { ShopAuthorizeScreen } from './ShopAuthorizeScreen';
export { useShops, type ShopOption } from './use-shops';
