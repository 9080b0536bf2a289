import type { Member } from '@termwise/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberFormModal } from './MemberFormModal';
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
    <MemberFormModal
      open={member !== null}
      title={t('members.shopsOf', { name: member?.userName ?? '' })}
      okText={t('members.save')}
      saving={saving}
      form={form}
      initialValues={{ shopIds: member?.shopIds ?? null }}
      onFinish={(values) => onSave(values.shopIds ?? null)}
      onClose={onClose}
      note={t('members.shopsSignOut')}
    >
      <Form.Item name="shopIds" label={t('members.shops')} extra={t('members.shopsHint')}>
        <ShopsSelect />
      </Form.Item>
    </MemberFormModal>
  );
}
