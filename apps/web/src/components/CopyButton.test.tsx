import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A page on HTTPS or localhost (secure) has the async clipboard; one on plain HTTP in a LAN has not. */
function browserClipboard(secure: boolean) {
  const writeText = vi.fn(() => Promise.resolve());
  const execCommand = vi.fn(() => true);
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
  Object.defineProperty(navigator, 'clipboard', {
    value: secure ? { writeText } : undefined,
    configurable: true,
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { writeText, execCommand };
}

async function clickCopy() {
  fireEvent.click(screen.getByRole('button', { name: '复制 B0YO08Q32B' }));
  await act(() => new Promise((resolve) => setTimeout(resolve)));
}

describe('copy button', () => {
  it('puts the text on the clipboard, says so, and offers to copy again a moment later', async () => {
    const { writeText } = browserClipboard(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<CopyButton text="B0YO08Q32B" />);

    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('B0YO08Q32B');
    expect(screen.getByRole('button', { name: '已复制 B0YO08Q32B' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: '复制 B0YO08Q32B' })).toBeTruthy();
  });

  it('copies on a page served over plain HTTP too, where the browser has no async clipboard', async () => {
    const { execCommand } = browserClipboard(false);
    render(<CopyButton text="B0YO08Q32B" />);

    await clickCopy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: '已复制 B0YO08Q32B' })).toBeTruthy();
  });
});
