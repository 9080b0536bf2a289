export { shopKeys } from './keys';
export { shopLocales } from './locales';
export { shopCurrencySelectOptions, shopSelectOptions } from './shop-select-options';
export {
  shopListQuery,
  useCanManageShops,
  useShopAction,
  useShopList,
  useShops,
  useSyncJob,
  type ShopAction,
  type ShopOption,
} from './use-shops';
