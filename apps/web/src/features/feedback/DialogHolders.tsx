import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import { useDialogFocusTrap } from '@/components/use-dialog-focus-trap';
import type { Feedback } from './feedback-context';

/**
 * antd's message, Modal and notification hooks, rendered in the app's theme; loaded on first need or idle.
 * The keyboard trap for every modal and drawer comes with them: the login page opens none before.
 */
export default function DialogHolders({ onReady }: { onReady(feedback: Feedback): void }) {
  useDialogFocusTrap();
  const [toasts, toastHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [notices, noticeHolder] = notification.useNotification();
  useEffect(() => {
    onReady({
      message: {
        success: (content) => void toasts.success(content),
        error: (content) => void toasts.error(content),
        info: (content) => void toasts.info(content),
        warning: (content) => void toasts.warning(content),
      },
      modal: { confirm: (config) => void modal.confirm(config), error: (config) => void modal.error(config) },
      notification: { success: (config) => notices.success(config), destroy: (key) => notices.destroy(key) },
    });
  }, [toasts, modal, notices, onReady]);
  return (
    <>
      {toastHolder}
      {modalHolder}
      {noticeHolder}
    </>
  );
}
