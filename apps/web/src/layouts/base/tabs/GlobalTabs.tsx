import { useEffect, useRef } from 'react';
import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouteIcon } from '@/components/RouteIcon';
import {
  availableCommands,
  HOME_TAB_ID,
  useCloseTabs,
  useReloadPage,
  useTabStore,
  type CloseCommand,
  type Tab,
} from '@/features/tabs';
import { useThemeStore } from '@/features/theme';

const COMMANDS: { command: CloseCommand; i18nKey: string }[] = [
  { command: 'self', i18nKey: 'tabs.close' },
  { command: 'others', i18nKey: 'tabs.closeOthers' },
  { command: 'left', i18nKey: 'tabs.closeLeft' },
  { command: 'right', i18nKey: 'tabs.closeRight' },
  { command: 'all', i18nKey: 'tabs.closeAll' },
];

export function GlobalTabs() {
  const { t } = useTranslation();
  const tabs = useTabStore((state) => state.tabs);
  const activeId = useTabStore((state) => state.activeId);
  const mode = useThemeStore((state) => state.settings.tab.mode);
  const reload = useReloadPage();
  const list = useRef<HTMLDivElement>(null);
  // In the next frame, where the page is laid out anyway: scrolling now would lay out the new page inside
  // the task that renders it.
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      list.current
        ?.querySelector('.tw-tab.is-active')
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [activeId, tabs.length]);
  // The open pages are a list of links to them (not ARIA tabs: each has its own close button, and the
  // pages are not tab panels of this strip).
  return (
    <nav className={`tw-tabs tw-tabs--${mode}`} aria-label={t('tabs.label')}>
      <div
        ref={list}
        className="tw-tabs__list"
        role="list"
        // The scrollbar is hidden, so a vertical wheel scrolls the tabs sideways.
        onWheel={(event) => {
          if (list.current) list.current.scrollLeft += event.deltaY;
        }}
      >
        {tabs.map((tab) => (
          <TabItem key={tab.id} tab={tab} active={tab.id === activeId} />
        ))}
      </div>
      <Tooltip title={t('header.reload')} placement="bottom">
        <Button
          type="text"
          size="small"
          aria-label={t('header.reload')}
          icon={<ReloadOutlined />}
          onClick={reload}
        />
      </Tooltip>
    </nav>
  );
}

function TabItem({ tab, active }: { tab: Tab; active: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeTabs = useCloseTabs();
  const tabs = useTabStore((state) => state.tabs);
  const available = availableCommands(tabs, tab.id, HOME_TAB_ID);
  const menu: MenuProps = {
    items: COMMANDS.map(({ command, i18nKey }) => ({
      key: command,
      label: t(i18nKey),
      disabled: !available[command],
    })),
    onClick: ({ key }) => closeTabs(tab.id, key as CloseCommand),
  };
  const label = t(tab.i18nKey);
  return (
    <Dropdown menu={menu} trigger={['contextMenu']}>
      <div
        role="listitem"
        data-tab-id={tab.id}
        className={`tw-tab${active ? ' is-active' : ''}`}
        onClick={() => navigate(tab.fullPath)}
        onMouseDown={(event) => event.button === 1 && available.self && closeTabs(tab.id, 'self')}
      >
        <button type="button" className="tw-tab__link" aria-current={active ? 'page' : undefined}>
          <RouteIcon name={tab.icon} />
          <span className="tw-tab__label">{label}</span>
          {tab.detail && <span className="tw-tab__detail">{tab.detail}</span>}
        </button>
        {available.self && (
          <button
            type="button"
            className="tw-tab__close"
            aria-label={t('tabs.closeNamed', { name: label })}
            onClick={(event) => {
              event.stopPropagation();
              closeTabs(tab.id, 'self');
            }}
          >
            <CloseOutlined />
          </button>
        )}
      </div>
    </Dropdown>
  );
}
