import { INVITATION_DAYS, PHONE_PATTERN, Role, type MemberInviteRequest } from '@termwise/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberFormModal } from './MemberFormModal';
import { ShopsSelect } from './ShopsSelect';

interface InviteModalProps {
  open: boolean;
  saving: boolean;
  onInvite(body: MemberInviteRequest): void;
  onClose(): void;
}

/** Invite a phone as an operator (of every shop or some) or an admin (of every shop). */
export function InviteModal({ open, saving, onInvite, onClose }: InviteModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MemberInviteRequest>();
  const isAdmin = Form.useWatch('role', form) === Role.admin;
  return (
    <MemberFormModal
      open={open}
      title={t('members.inviteTitle')}
      okText={t('members.invite')}
      saving={saving}
      form={form}
      initialValues={{ role: Role.user, shopIds: null }}
      onFinish={(values) => onInvite({ ...values, shopIds: isAdmin ? null : (values.shopIds ?? null) })}
      onClose={onClose}
      note={t('members.inviteHint', { days: INVITATION_DAYS })}
    >
      <Form.Item
        name="phone"
        label={t('members.phone')}
        rules={[{ required: true, pattern: PHONE_PATTERN, message: t('form.phone.invalid') }]}
      >
        <Input inputMode="numeric" autoComplete="off" maxLength={16} />
      </Form.Item>
      <Form.Item name="role" label={t('members.role')}>
        <Select
          options={[Role.user, Role.admin].map((role) => ({
            value: role,
            label: t(`members.roles.${role}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="shopIds"
        label={t('members.shops')}
        extra={isAdmin ? t('members.adminShops') : t('members.shopsHint')}
      >
        <ShopsSelect disabled={isAdmin} />
      </Form.Item>
    </MemberFormModal>
  );
}
