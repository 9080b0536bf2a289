/** The controls of a term's row that open a dialog or drawer (their `data-term-action`). */
export type TermOverlayAction = 'keywordLog' | 'comparison' | 'matchedTerms';

/** The control of a term's row that opened a dialog or drawer. */
export interface TermControl {
  action: TermOverlayAction;
  termId: string;
}

/**
 * Focus the closing overlay could not hand back: on the page, on an element a refresh removed, or still inside
 * the overlay (a drawer reports its closing while it holds focus, then hands focus to its opener, which a
 * refresh may have replaced, and is removed).
 */
function focusIsLost() {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    Boolean(active.closest('.ant-drawer, .ant-modal-wrap'))
  );
}

/**
 * A dialog or drawer hands focus back to the control that opened it; if a refresh of the terms replaced that
 * control meanwhile, focus would fall to the page. It goes to the same term's control instead.
 */
export function refocusTermControl(control: TermControl | undefined) {
  if (!control || !focusIsLost()) return;
  const { action, termId } = control;
  const controls = document.querySelectorAll<HTMLElement>(`[data-term-action="${action}"]`);
  [...controls].find((element) => element.dataset.termId === termId)?.focus();
}
