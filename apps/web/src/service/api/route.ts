import type { AppRoute } from '@termwise/contracts';
import { request } from '../request';

export const fetchConstantRoutes = () => request<AppRoute[]>('/route/getConstantRoutes', { method: 'GET' });

export const fetchUserRoutes = () =>
  request<{ routes: AppRoute[]; home: string }>('/route/getUserRoutes', { method: 'GET' });

export const fetchIsRouteExist = (routeName: string) =>
  request<boolean>('/route/isRouteExist', { method: 'GET', query: { routeName } });
