import type { ReactNode } from 'react';
import { Form, Modal, Typography, type FormInstance, type FormProps } from 'antd';

interface MemberFormModalProps<Values> {
  open: boolean;
  title: string;
  okText: string;
  saving: boolean;
  form: FormInstance<Values>;
  initialValues: FormProps<Values>['initialValues'];
  onFinish(values: Values): void;
  onClose(): void;
  /** What saving means for the member, under the form. */
  note: ReactNode;
  children: ReactNode;
}

/** A dialog that changes who a member is or may see: its form saves on OK, the dialog's fields go on close. */
export function MemberFormModal<Values>({
  open,
  title,
  okText,
  saving,
  form,
  initialValues,
  onFinish,
  onClose,
  note,
  children,
}: MemberFormModalProps<Values>) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
        {children}
      </Form>
      <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
    </Modal>
  );
}
