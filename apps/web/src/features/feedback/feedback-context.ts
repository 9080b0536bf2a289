import type { message, ModalFuncProps, NotificationArgsProps } from 'antd';
import { createContext, useContext } from 'react';

export type MessageApi = ReturnType<typeof message.useMessage>[0];

/** The dialogs and notices the app opens; their code loads on first use, not with the login page. */
export interface LaterFeedback {
  modal: { confirm(config: ModalFuncProps): void; error(config: ModalFuncProps): void };
  notification: { success(config: NotificationArgsProps): void; destroy(key: string): void };
}

export type Feedback = { message: MessageApi } & LaterFeedback;

export const FeedbackContext = createContext<Feedback | null>(null);

/** Toasts at once; dialogs and notices (antd's Modal and notification) as soon as their code has loaded. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs the FeedbackProvider');
  return feedback;
}
