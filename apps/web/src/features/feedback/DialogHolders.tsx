import { Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { LaterFeedback } from './feedback-context';

/** antd's Modal and notification hooks, rendered in the app's theme; loaded the first time one is needed. */
export default function DialogHolders({ onReady }: { onReady(feedback: LaterFeedback): void }) {
  const [modal, modalHolder] = Modal.useModal();
  const [notices, noticeHolder] = notification.useNotification();
  useEffect(() => {
    onReady({
      modal: { confirm: (config) => void modal.confirm(config), error: (config) => void modal.error(config) },
      notification: { success: (config) => notices.success(config), destroy: (key) => notices.destroy(key) },
    });
  }, [modal, notices, onReady]);
  return (
    <>
      {modalHolder}
      {noticeHolder}
    </>
  );
}
