import { describe, expect, it } from 'vitest';
import { readBuildTime } from './build-time';

describe('readBuildTime', () => {
  it('finds the stamped meta', () => {
    expect(readBuildTime('<head><meta name="buildTime" content="2026-11-21T07:00:00.000Z"></head>')).toBe(
      '2026-11-21T07:00:00.000Z',
    );
  });

  it('answers null for a page without it', () => {
    expect(readBuildTime('<head></head>')).toBeNull();
  });
});
