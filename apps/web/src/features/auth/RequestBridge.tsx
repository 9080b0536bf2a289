import { useEffect } from 'react';

import { ResultCode } from '@termwise/contracts';
import { useTranslation } from 'react-i18next';
import { AmazonReauthorizeNotice } from '@/components/AmazonReauthorizeNotice';
import { connectRequestToApp } from '@/service/request';
import { useAuthStore } from './store';
import { useFeedback } from '@/features/feedback';

/** Lets the request layer show antd toasts and dialogs and end the session. */
export function RequestBridge({ onSessionEnd }: { onSessionEnd: () => void }) {
  const { message, modal } = useFeedback();
  const { t } = useTranslation();
  useEffect(() => {
    connectRequestToApp({
      logout: () => {
        useAuthStore.getState().reset();
        onSessionEnd();
      },
      toast: (content, onClose, code) =>
        void message.error({
          content: code === ResultCode.amazonAuthorization ? <AmazonReauthorizeNotice /> : content,
          onClose,
        }),
      alert: (content, onConfirm) =>
        modal.error({
          title: t('common.tip'),
          content,
          okText: t('common.confirm'),
          keyboard: false,
          mask: { closable: false },
          onOk: onConfirm,
        }),
    });
  }, [message, modal, t, onSessionEnd]);
  return null;
}
