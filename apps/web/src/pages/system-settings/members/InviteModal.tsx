import { INVITATION_DAYS, PHONE_PATTERN, Role, type MemberInviteRequest } from '@termwise/contracts';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface InviteModalProps {
  open: boolean;
  saving: boolean;
  onInvite(body: MemberInviteRequest): void;
  onClose(): void;
}

/** Invite a phone as an operator or admin; every shop is theirs to see. */
export function InviteModal({ open, saving, onInvite, onClose }: InviteModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ phone: string; role: MemberInviteRequest['role'] }>();
  return (
    <Modal
      open={open}
      title={t('members.inviteTitle')}
      okText={t('members.invite')}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ role: Role.user }}
        onFinish={(values) => onInvite({ ...values, shopIds: null })}
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
            options={[Role.user, Role.admin].map((role) => ({ value: role, label: t(`members.roles.${role}`) }))}
          />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">
        {t('members.inviteHint', { days: INVITATION_DAYS })}
      </Typography.Paragraph>
    </Modal>
  );
}
