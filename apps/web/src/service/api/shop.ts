import { ShopApi, type AmazonRegion } from '@termwise/contracts';
import { call } from '../request/call';

export const fetchShopList = () => call(ShopApi.list);

/** The Login with Amazon consent URL; Amazon sends the browser back to this screen. */
export const authorizeShop = (region: AmazonRegion) => call(ShopApi.authorize, { region });

export const reauthorizeAccount = (grantId: string) => call(ShopApi.reauthorize, { grantId });

/** Seller Central's consent URL for the account's Selling Partner API (Brand Analytics). */
export const authorizeSellingPartner = (grantId: string) =>
  call(ShopApi.authorizeSellingPartner, { grantId });

export const syncShop = (shopId: string) => call(ShopApi.sync, { shopId });

export const pauseShop = (shopId: string) => call(ShopApi.pause, { shopId });
export const resumeShop = (shopId: string) => call(ShopApi.resume, { shopId });

/** Removes the shop and every row synced for it. */
export const removeShop = (shopId: string) => call(ShopApi.remove, { shopId });
