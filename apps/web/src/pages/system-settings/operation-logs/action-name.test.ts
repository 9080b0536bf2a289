import { i18n } from '@/features/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { actionName } from './action-name';

describe('operation log action names', () => {
  const t = i18n.getFixedT('en-US');

  it('names a harvest action as a harvest, a negation action as a negation', () => {
    expect(actionName(t, 'harvest', 'confirm')).toBe('Confirm harvest');
    expect(actionName(t, 'harvest', 'resume')).toBe('Resume harvest');
    expect(actionName(t, 'negation', 'confirm')).toBe('Confirm negation');
  });

  it('shows an action it has no name for as the server wrote it', () => {
    expect(actionName(t, 'harvest', 'replant')).toBe('replant');
  });
});
