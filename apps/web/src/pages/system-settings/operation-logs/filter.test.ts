import { describe, expect, it } from 'vitest';
import { toLogQuery } from './filter';

describe('operation log query', () => {
  it('sends the log filters, trimmed, without empty ones', () => {
    expect(
      toLogQuery({ module: ' negation ', userName: '', result: 'failure', unhandled: false }, 2, 50),
    ).toEqual({
      page: 2,
      pageSize: 50,
      module: 'negation',
      result: 'failure',
    });
  });

  it('asks only for the pending negations in unhandled mode', () => {
    expect(
      toLogQuery({ module: 'shop', startDate: '2026-11-01', endDate: '2026-11-20', unhandled: true }, 1, 20),
    ).toEqual({
      page: 1,
      pageSize: 20,
      unhandled: true,
    });
  });
});
