import { useEffect } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const visible = (element: HTMLElement) => element.getClientRects().length > 0;

/** The dialog on top: the last open modal or drawer in the document. */
function topDialog(): HTMLElement | undefined {
  const open = [...document.querySelectorAll<HTMLElement>('.ant-modal, .ant-drawer-section')];
  return open.filter(visible).at(-1);
}

/**
 * Keeps Tab inside the open dialog: from its last control to its first and back (WCAG 2.4.3). antd's own
 * lock lets focus fall to the document once per round before pulling it back.
 */
export function useDialogFocusTrap(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const dialog = topDialog();
      if (!dialog) return;
      const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(visible);
      const first = tabbable[0];
      const last = tabbable.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const leaving = event.shiftKey ? active === first || !dialog.contains(active) : active === last;
      if (!leaving) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
