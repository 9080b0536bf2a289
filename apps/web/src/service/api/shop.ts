import type { AmazonRegion, ConsentUrl, ShopList } from '@termwise/contracts';
import { request } from '../request';

export const fetchShopList = () => request<ShopList>('/v1/shop/list', { body: {} });

/** The Login with Amazon consent URL; Amazon sends the browser back to this screen. */
export const authorizeShop = (region: AmazonRegion) =>
  request<ConsentUrl>('/v1/shop/authorize', { body: { region } });

export const reauthorizeAccount = (grantId: string) =>
  request<ConsentUrl>('/v1/shop/reauthorize', { body: { grantId } });

export const syncShop = (shopId: string) => request<{ jobId: string }>('/v1/shop/sync', { body: { shopId } });

export const pauseShop = (shopId: string) => request('/v1/shop/pause', { body: { shopId } });
export const resumeShop = (shopId: string) => request('/v1/shop/resume', { body: { shopId } });

/** Removes the shop and every row synced for it. */
export const removeShop = (shopId: string) => request('/v1/shop/remove', { body: { shopId } });
