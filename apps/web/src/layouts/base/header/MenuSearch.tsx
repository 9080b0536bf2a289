import { useMemo, useState, type KeyboardEvent } from 'react';
import { EnterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RouteIcon } from '@/components/RouteIcon';
import { useAppStore } from '@/features/app-state';
import { flattenMenus, useActiveMenu } from '../menu/use-active-menu';

export function MenuSearchButton() {
  const { t } = useTranslation();
  const setOpen = useAppStore((state) => state.setMenuSearchOpen);
  return (
    <Tooltip title={t('header.search')} placement="bottom">
      <Button
        type="text"
        aria-label={t('header.search')}
        icon={<SearchOutlined className="tw-header__icon" />}
        onClick={() => setOpen(true)}
      />
    </Tooltip>
  );
}

/** Finds a page by its menu title in the current language; arrow keys pick, Enter opens. */
export function MenuSearchModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useAppStore((state) => state.menuSearchOpen);
  const setOpen = useAppStore((state) => state.setMenuSearchOpen);
  const { menus } = useActiveMenu();
  const [keyword, setKeyword] = useState('');
  const [highlighted, setHighlighted] = useState(0);

  const pages = useMemo(() => flattenMenus(menus).filter((entry) => !entry.children?.length), [menus]);
  const results = useMemo(() => {
    const wanted = keyword.trim().toLowerCase();
    return wanted ? pages.filter((entry) => entry.label.toLowerCase().includes(wanted)) : [];
  }, [pages, keyword]);

  const close = () => {
    setOpen(false);
    setKeyword('');
    setHighlighted(0);
  };
  const go = (index: number) => {
    const entry = results[index];
    if (!entry) return;
    navigate(entry.path);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!results.length) return;
    if (event.key === 'ArrowDown') setHighlighted((index) => (index + 1) % results.length);
    else if (event.key === 'ArrowUp')
      setHighlighted((index) => (index - 1 + results.length) % results.length);
    else if (event.key === 'Enter') go(highlighted);
    else return;
    event.preventDefault();
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      closable={false}
      width={560}
      destroyOnHidden
      className="tw-menu-search"
    >
      <Input
        autoFocus
        size="large"
        prefix={<SearchOutlined />}
        placeholder={t('header.searchPlaceholder')}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
          setHighlighted(0);
        }}
        onKeyDown={onKeyDown}
        allowClear
      />
      <ul className="tw-menu-search__results" role="listbox">
        {keyword.trim() && results.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.searchEmpty')} />
        )}
        {results.map((entry, index) => (
          <li
            key={entry.key}
            role="option"
            aria-selected={index === highlighted}
            className={index === highlighted ? 'is-active' : undefined}
            onMouseEnter={() => setHighlighted(index)}
            onClick={() => go(index)}
          >
            <RouteIcon name={entry.icon} />
            <span className="tw-menu-search__label">{entry.label}</span>
            <EnterOutlined />
          </li>
        ))}
      </ul>
      <div className="tw-menu-search__hints">
        <span>
          <kbd>Enter</kbd> {t('header.searchSelect')}
        </span>
        <span>
          <kbd>↑</kbd>
          <kbd>↓</kbd> {t('header.searchNavigate')}
        </span>
        <span>
          <kbd>Esc</kbd> {t('header.searchClose')}
        </span>
      </div>
    </Modal>
  );
}
