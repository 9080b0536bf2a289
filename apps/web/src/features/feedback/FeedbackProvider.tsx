import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '@/utils/when-idle';
import { FeedbackContext, type Feedback } from './feedback-context';

const DialogHolders = lazy(() => import('./DialogHolders'));

type Open = (feedback: Feedback) => void;

/**
 * What antd's App gave every component (message, modal, notification), without bringing their code onto
 * the login page: it loads once the page is idle, and anything asked for before then opens once it has.
 * Loading it while idle matters for toasts: the one saying the server is unreachable could not load later.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const loaded = useRef<Feedback | null>(null);
  const waiting = useRef<Open[]>([]);

  const later = useCallback((open: Open) => {
    if (loaded.current) return open(loaded.current);
    waiting.current.push(open);
    setWanted(true);
  }, []);
  const onReady = useCallback((feedback: Feedback) => {
    loaded.current = feedback;
    for (const open of waiting.current.splice(0)) open(feedback);
  }, []);
  useEffect(() => whenIdle(() => setWanted(true)), []);

  const feedback = useMemo<Feedback>(
    () => ({
      message: {
        success: (content) => later((ready) => ready.message.success(content)),
        error: (content) => later((ready) => ready.message.error(content)),
        info: (content) => later((ready) => ready.message.info(content)),
        warning: (content) => later((ready) => ready.message.warning(content)),
      },
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
    [later],
  );

  return (
    <FeedbackContext value={feedback}>
      {wanted && (
        <Suspense fallback={null}>
          <DialogHolders onReady={onReady} />
        </Suspense>
      )}
      {children}
    </FeedbackContext>
  );
}
