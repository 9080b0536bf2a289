import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/features/app-state';
import { useThemeStore, type LayoutMode } from '@/features/theme';

const MODES: LayoutMode[] = ['vertical', 'vertical-mix', 'horizontal', 'horizontal-mix'];

/** Small sketches of each layout: dark blocks are menus, the light block is the page. */
function Sketch({ mode }: { mode: LayoutMode }) {
  const mix = mode.endsWith('mix');
  const horizontal = mode.startsWith('horizontal');
  return (
    <div className={`tw-layout-sketch tw-layout-sketch--${mode}`}>
      {!horizontal && <div className="sketch-sider" />}
      {mode === 'vertical-mix' && <div className="sketch-sider sketch-sider--child" />}
      <div className="sketch-main">
        <div className="sketch-header" />
        <div className="sketch-body">
          {horizontal && mix && <div className="sketch-sider sketch-sider--child" />}
          <div className="sketch-page" />
        </div>
      </div>
    </div>
  );
}

export function LayoutModePicker() {
  const { t } = useTranslation();
  const current = useThemeStore((state) => state.settings.layout.mode);
  const update = useThemeStore((state) => state.update);
  const isMobile = useAppStore((state) => state.isMobile);
  return (
    <div className="tw-layout-picker">
      {MODES.map((mode) => (
        <Tooltip key={mode} title={t(`theme.layoutMode.${mode}`)}>
          <button
            type="button"
            data-layout-mode={mode}
            aria-label={t(`theme.layoutMode.${mode}`)}
            aria-pressed={mode === current}
            disabled={isMobile}
            className={`tw-layout-picker__item${mode === current ? ' is-active' : ''}`}
            onClick={() =>
              update((draft) => {
                draft.layout.mode = mode;
              })
            }
          >
            <Sketch mode={mode} />
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
