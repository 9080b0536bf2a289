/** The control of a term's row that opened a dialog or drawer. */
export interface TermControl {
  action: string;
  termId: string;
}

/**
 * A dialog or drawer hands focus back to the control that opened it; if a refresh of the terms replaced that
 * control meanwhile, focus would fall to the page. It goes to the same term's control instead.
 */
export function refocusTermControl(control: TermControl | undefined) {
  if (!control || (document.activeElement && document.activeElement !== document.body)) return;
  const { action, termId } = control;
  const controls = document.querySelectorAll<HTMLElement>(`[data-term-action="${action}"]`);
  [...controls].find((element) => element.dataset.termId === termId)?.focus();
}
