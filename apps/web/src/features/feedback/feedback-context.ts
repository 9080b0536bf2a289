import type { MessageArgsProps, ModalFuncProps, NotificationArgsProps } from 'antd';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

type Toast = (content: ReactNode | MessageArgsProps) => void;

/** The toasts, dialogs and notices the app opens; their code loads on first use, not with the login page. */
export interface Feedback {
  message: { success: Toast; error: Toast; info: Toast; warning: Toast };
  modal: { confirm(config: ModalFuncProps): void; error(config: ModalFuncProps): void };
  notification: { success(config: NotificationArgsProps): void; destroy(key: string): void };
}

export const FeedbackContext = createContext<Feedback | null>(null);

/** antd's message, Modal and notification, opened as soon as their code has loaded. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs the FeedbackProvider');
  return feedback;
}
