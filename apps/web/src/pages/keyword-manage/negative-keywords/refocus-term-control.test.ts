import { afterEach, describe, expect, it } from 'vitest';
import { refocusTermControl, type TermOverlayAction } from './refocus-term-control';

function termButton(action: TermOverlayAction, termId: string) {
  const button = document.createElement('button');
  button.dataset.termAction = action;
  button.dataset.termId = termId;
  document.body.append(button);
  return button;
}

describe('refocusTermControl', () => {
  afterEach(() => document.body.replaceChildren());

  it("focuses the same term's control when focus fell to the page", () => {
    termButton('comparison', 'term-1');
    const wanted = termButton('matchedTerms', 'term-1');
    termButton('matchedTerms', 'term-2');
    refocusTermControl({ action: 'matchedTerms', termId: 'term-1' });
    expect(document.activeElement).toBe(wanted);
  });

  it('leaves focus where the dialog handed it back', () => {
    const handedBack = termButton('comparison', 'term-1');
    termButton('keywordLog', 'term-1');
    handedBack.focus();
    refocusTermControl({ action: 'keywordLog', termId: 'term-1' });
    expect(document.activeElement).toBe(handedBack);
  });

  it('takes focus back from a drawer that reports its closing while it holds focus', () => {
    const wanted = termButton('matchedTerms', 'term-1');
    const drawer = document.createElement('div');
    drawer.className = 'ant-drawer';
    drawer.tabIndex = -1;
    document.body.append(drawer);
    drawer.focus();
    refocusTermControl({ action: 'matchedTerms', termId: 'term-1' });
    expect(document.activeElement).toBe(wanted);
  });

  it('finds term ids that would break a selector', () => {
    const wanted = termButton('comparison', 'a"b]c');
    refocusTermControl({ action: 'comparison', termId: 'a"b]c' });
    expect(document.activeElement).toBe(wanted);
  });
});
