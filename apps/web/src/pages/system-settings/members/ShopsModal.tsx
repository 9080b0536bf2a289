import type { Member } from '@termwise/contracts';
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShopsSelect } from './ShopsSelect';

interface ShopsModalProps {
  member: Member | null;
  saving: boolean;
  onSave(shopIds: string[] | null): void;
  onClose(): void;
}

/** Changes the shops an operator may see; their logins end, so the change holds at once. */
export function ShopsModal({ member, saving, onSave, onClose }: ShopsModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ shopIds: string[] | null }>();
  return (
    <Modal
      open={member !== null}
      title={t('members.shopsOf', { name: member?.userName ?? '' })}
      okText={t('members.save')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ shopIds: member?.shopIds ?? null }}
        onFinish={(values) => onSave(values.shopIds ?? null)}
      >
        <Form.Item name="shopIds" label={t('members.shops')} extra={t('members.shopsHint')}>
          <ShopsSelect />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">{t('members.shopsSignOut')}</Typography.Paragraph>
    </Modal>
  );
}
