import { RouteApi } from '@termwise/contracts';
import { call } from '../request/call';

export const fetchConstantRoutes = () => call(RouteApi.constantRoutes);

export const fetchUserRoutes = () => call(RouteApi.userRoutes);

export const fetchIsRouteExist = (routeName: string) => call(RouteApi.isRouteExist, { routeName });
