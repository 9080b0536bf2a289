import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { RouteIcon } from '@/components/RouteIcon';
import { useAppStore } from '@/features/app-state';
import type { MenuEntry } from '@/features/routes';
import { useLayoutMode, useThemeStore } from '@/features/theme';
import { NavMenu } from '../menu/NavMenu';
import { firstPageOf, useActiveMenu } from '../menu/use-active-menu';

export function GlobalSider() {
  const mode = useLayoutMode();
  const { menus, firstLevel } = useActiveMenu();
  const collapsed = useAppStore((state) => state.siderCollapsed);
  const { sider } = useThemeStore((state) => state.settings);
  const dark = sider.inverted;
  const className = `tw-sider${dark ? ' tw-sider--inverted' : ''}`;
  if (!menus.length) return null;

  if (mode === 'vertical') {
    return (
      <aside className={className} style={{ width: collapsed ? sider.collapsedWidth : sider.width }}>
        <NavMenu entries={menus} mode="inline" collapsed={collapsed} dark={dark} />
      </aside>
    );
  }
  if (mode === 'vertical-mix') return <MixSider className={className} menus={menus} current={firstLevel} />;
  if (mode === 'horizontal-mix' && firstLevel?.children?.length) {
    return (
      <aside className={className} style={{ width: collapsed ? sider.collapsedWidth : sider.width }}>
        <NavMenu
          key={firstLevel.key}
          entries={firstLevel.children}
          mode="inline"
          collapsed={collapsed}
          dark={dark}
        />
      </aside>
    );
  }
  return null;
}

/** vertical-mix: a narrow column of areas and, beside it, the pages of the chosen area. */
function MixSider({
  className,
  menus,
  current,
}: {
  className: string;
  menus: MenuEntry[];
  current?: MenuEntry;
}) {
  const navigate = useNavigate();
  const collapsed = useAppStore((state) => state.siderCollapsed);
  const fixed = useAppStore((state) => state.mixSiderFixed);
  const toggleFixed = useAppStore((state) => state.toggleMixSiderFixed);
  const { sider } = useThemeStore((state) => state.settings);
  const [chosenKey, setChosenKey] = useState<string>();
  const chosen = menus.find((entry) => entry.key === (chosenKey ?? current?.key));
  const showChildren = Boolean(chosen?.children?.length) && (fixed || chosenKey !== undefined);

  const choose = (entry: MenuEntry) => {
    if (entry.children?.length) setChosenKey(entry.key);
    else navigate(firstPageOf(entry).path);
  };

  return (
    <aside className={`${className} tw-sider--mix`} onMouseLeave={() => setChosenKey(undefined)}>
      <nav className="tw-mix-first" style={{ width: collapsed ? sider.mixCollapsedWidth : sider.mixWidth }}>
        {menus.map((entry) => (
          <button
            key={entry.key}
            type="button"
            className={`tw-mix-first__item${entry.key === (chosen?.key ?? current?.key) ? ' is-active' : ''}`}
            onClick={() => choose(entry)}
            onMouseEnter={() => entry.children?.length && setChosenKey(entry.key)}
          >
            <RouteIcon name={entry.icon} />
            {!collapsed && <span>{entry.label}</span>}
          </button>
        ))}
      </nav>
      {showChildren && chosen && (
        <div className="tw-mix-children" style={{ width: sider.mixChildMenuWidth }}>
          <div className="tw-mix-children__head">
            <span>{chosen.label}</span>
            <Button
              type="text"
              size="small"
              icon={fixed ? <PushpinFilled /> : <PushpinOutlined />}
              onClick={toggleFixed}
            />
          </div>
          <NavMenu key={chosen.key} entries={chosen.children!} mode="inline" dark={sider.inverted} />
        </div>
      )}
    </aside>
  );
}
