import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('copy button', () => {
  it('puts the text on the clipboard, says so, and offers to copy again a moment later', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    render(<CopyButton text="B0YO08Q32B" />);

    fireEvent.click(screen.getByRole('button', { name: '复制 B0YO08Q32B' }));
    await act(() => Promise.resolve());
    expect(writeText).toHaveBeenCalledWith('B0YO08Q32B');
    expect(screen.getByRole('button', { name: '已复制 B0YO08Q32B' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: '复制 B0YO08Q32B' })).toBeTruthy();
  });
});
