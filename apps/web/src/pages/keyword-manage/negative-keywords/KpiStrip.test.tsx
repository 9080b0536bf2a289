import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KpiStrip } from './KpiStrip';

afterEach(cleanup);

const figures = () =>
  [...document.querySelectorAll('.ant-statistic-content-value')].map((value) => value.textContent);

describe('KPI strip', () => {
  it('shows the counts and each currency on its own', () => {
    render(
      <KpiStrip
        kpi={{
          negatedCount: 1234,
          pendingCount: 5,
          failedCount: 0,
          wastedSpend: [
            { currencyCode: 'USD', amount: 12.5 },
            { currencyCode: 'JPY', amount: 300 },
          ],
        }}
        loading={false}
        currencies={['USD', 'JPY']}
      />,
    );
    expect(figures()).toEqual(['1,234', 'US$12.50 · JP¥300', '5']);
  });

  it('shows no figure, not a zero, when the KPI call failed', () => {
    render(<KpiStrip kpi={undefined} loading={false} currencies={['USD']} />);
    expect(figures()).toEqual(['—', '—', '—']);
  });
});
