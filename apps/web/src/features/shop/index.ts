export { shopKeys } from './keys';
export { shopLocales } from './locales';
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
