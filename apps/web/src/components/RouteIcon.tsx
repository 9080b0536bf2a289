import {
  BarChartOutlined,
  ControlOutlined,
  CopyOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  HomeOutlined,
  KeyOutlined,
  LineChartOutlined,
  OrderedListOutlined,
  RadarChartOutlined,
  RiseOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icons named in the route meta of @termwise/contracts. */
const icons: Record<string, ComponentType> = {
  BarChartOutlined,
  ControlOutlined,
  CopyOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  HomeOutlined,
  KeyOutlined,
  LineChartOutlined,
  OrderedListOutlined,
  RadarChartOutlined,
  RiseOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StopOutlined,
  TeamOutlined,
};

export function RouteIcon({ name }: { name?: string }) {
  const Icon = (name && icons[name]) || GlobalOutlined;
  return <Icon />;
}
