import { useEffect } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedbackProvider, useFeedback } from '.';

afterEach(cleanup);

function Notices({ closeAtOnce }: { closeAtOnce: boolean }) {
  const { notification, modal } = useFeedback();
  useEffect(() => {
    notification.success({ key: 'welcome', title: 'Welcome back', duration: 0 });
    if (closeAtOnce) notification.destroy('welcome');
    modal.confirm({ title: 'Leave now?' });
  }, [closeAtOnce, notification, modal]);
  return null;
}

describe('FeedbackProvider', () => {
  it('opens a notice and a dialog asked for before their code loaded, once it has', async () => {
    render(
      <FeedbackProvider>
        <Notices closeAtOnce={false} />
      </FeedbackProvider>,
    );
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    expect((await screen.findAllByText('Leave now?')).length).toBeGreaterThan(0);
  });

  it('closes a notice closed before the code loaded: it never stays open for good', async () => {
    render(
      <FeedbackProvider>
        <Notices closeAtOnce />
      </FeedbackProvider>,
    );
    // Once the dialog asked for after it is open, the holders ran everything in the order asked.
    expect((await screen.findAllByText('Leave now?')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText('Welcome back')).toBeNull());
  });
});
