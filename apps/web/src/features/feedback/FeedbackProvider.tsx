import { message } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { FeedbackContext, type Feedback, type LaterFeedback } from './feedback-context';

const DialogHolders = lazy(() => import('./DialogHolders'));

type Open = (feedback: LaterFeedback) => void;

/**
 * What antd's App gave every component (message, modal, notification), without bringing Modal and
 * notification onto the login page: a dialog asked for before their code has loaded opens once it has.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [wanted, setWanted] = useState(false);
  const loaded = useRef<LaterFeedback | null>(null);
  const waiting = useRef<Open[]>([]);

  const later = useCallback((open: Open) => {
    if (loaded.current) return open(loaded.current);
    waiting.current.push(open);
    setWanted(true);
  }, []);
  const onReady = useCallback((feedback: LaterFeedback) => {
    loaded.current = feedback;
    for (const open of waiting.current.splice(0)) open(feedback);
  }, []);

  const feedback = useMemo<Feedback>(
    () => ({
      message: messageApi,
      modal: {
        confirm: (config) => later((ready) => ready.modal.confirm(config)),
        error: (config) => later((ready) => ready.modal.error(config)),
      },
      notification: {
        success: (config) => later((ready) => ready.notification.success(config)),
        // Queued like the notice: closing one asked for before the code loaded must not leave it open.
        destroy: (key) => later((ready) => ready.notification.destroy(key)),
      },
    }),
    [messageApi, later],
  );

  return (
    <FeedbackContext value={feedback}>
      {messageHolder}
      {wanted && (
        <Suspense fallback={null}>
          <DialogHolders onReady={onReady} />
        </Suspense>
      )}
      {children}
    </FeedbackContext>
  );
}
