import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { NegationTerm } from '@termwise/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { term } from './fixtures.test-data';
import { TermActions } from './TermActions';

afterEach(cleanup);

/** The popconfirm's OK button (its text follows the app's antd locale, absent here). */
const okButton = (inside: HTMLElement) => inside.closest('.ant-popover')!.querySelector('.ant-btn-primary')!;

const review = (status: NegationTerm['status']): NegationTerm => ({
  ...term('wool socks', status),
  recommendation: 'pauseKeyword',
  caution: {
    ownKeyword: { keywordId: 'k1', keywordText: 'wool socks', matchType: 'EXACT', adGroupId: 'g1' },
  },
});

function renderActions(row: NegationTerm, onKeywordReview?: () => void) {
  const handlers = { onHandle: vi.fn(), onKeywordLog: vi.fn(), onCompare: vi.fn(), onChart: vi.fn() };
  render(<TermActions term={row} busy={false} {...handlers} onKeywordReview={onKeywordReview} />);
  return handlers;
}

describe('a keyword review in the queue', () => {
  it('offers lowering the bid and pausing instead of confirming, and sends the chosen action', async () => {
    const onKeywordReview = vi.fn();
    renderActions(review('pending'), onKeywordReview);
    expect(screen.queryByText('确认')).toBeNull();
    expect(screen.getByText('降低出价 20%')).toBeTruthy();
    fireEvent.click(screen.getByText('暂停关键词'));
    const confirm = await screen.findByText(/在亚马逊上暂停关键词“wool socks”/);
    fireEvent.click(okButton(confirm));
    expect(onKeywordReview).toHaveBeenCalledWith('pause');
  }, 15_000);

  it('lowers by the percentage typed in', async () => {
    const onKeywordReview = vi.fn();
    renderActions(review('pending'), onKeywordReview);
    fireEvent.click(screen.getByText('降低出价 20%'));
    const input = await screen.findByLabelText('降低比例');
    fireEvent.change(input, { target: { value: '35' } });
    fireEvent.blur(input);
    fireEvent.click(okButton(input));
    expect(onKeywordReview).toHaveBeenCalledWith('lowerBid', 35);
  }, 15_000);

  it('shows no keyword change to a user who may not make one, and undo once changed', () => {
    renderActions(review('pending'));
    expect(screen.queryByText('暂停关键词')).toBeNull();
    cleanup();
    renderActions(review('adjusted'), vi.fn());
    expect(screen.getByText('撤销调整')).toBeTruthy();
  });
});
