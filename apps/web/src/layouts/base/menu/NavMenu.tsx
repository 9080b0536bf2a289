import { Menu, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { RouteIcon } from '@/components/RouteIcon';
import type { MenuEntry } from '@/features/routes';
import { flattenMenus, useActiveMenu } from './use-active-menu';

type Items = NonNullable<MenuProps['items']>;

function toItems(entries: MenuEntry[], flat: boolean): Items {
  return entries.map((entry) => ({
    key: entry.key,
    label: entry.label,
    icon: <RouteIcon name={entry.icon} />,
    ...(entry.children && !flat ? { children: toItems(entry.children, false) } : {}),
  }));
}

interface NavMenuProps {
  entries: MenuEntry[];
  mode: 'inline' | 'horizontal';
  /** Show only these entries themselves, not their children (mix layouts split levels). */
  flat?: boolean;
  collapsed?: boolean;
  dark?: boolean;
}

export function NavMenu({ entries, mode, flat = false, collapsed, dark }: NavMenuProps) {
  const navigate = useNavigate();
  const { selectedKey, trail } = useActiveMenu();
  const byKey = new Map(flattenMenus(entries).map((entry) => [entry.key, entry]));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = byKey.get(key);
    if (entry) navigate(entry.children?.length ? entry.children[0]!.path : entry.path);
  };
  return (
    <Menu
      mode={mode}
      theme={dark ? 'dark' : 'light'}
      items={toItems(entries, flat)}
      selectedKeys={trail.map((entry) => entry.key).concat(selectedKey)}
      defaultOpenKeys={collapsed ? [] : trail.slice(0, -1).map((entry) => entry.key)}
      inlineCollapsed={mode === 'inline' ? collapsed : undefined}
      inlineIndent={14}
      onClick={onClick}
      className="tw-nav-menu"
    />
  );
}
