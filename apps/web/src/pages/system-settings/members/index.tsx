import './members.css';
import { UserAddOutlined } from '@ant-design/icons';
import { Role, roleRank, type Invitation, type Member } from '@termwise/contracts';
import {
  Button,
  Card,
  Empty,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollX } from '@/components/server-table';
import { useAuthStore } from '@/features/auth';
import { useFeedback } from '@/features/feedback';
import { formatUsWestTime } from '@/utils/format';
import { ignoreShownFailure } from '@/utils/ignore-shown-failure';
import { InviteModal } from './InviteModal';
import { ShopsModal } from './ShopsModal';
import { useShopTags } from './ShopsSelect';
import { useMemberChanges, useMembers } from './use-members';

const when = (time: string | null) => (time ? formatUsWestTime(new Date(time)) : null);
/** i18next reads ':' as its namespace separator: AUTOMATIC:PRODUCT:SELECTION is keyed with '_'. */
const roleKey = (role: string) => `members.roles.${role.replace(/:/g, '_')}`;

/** The organisation's members and open invitations (admins only, as the server keeps it). */
export default function MembersPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const me = useAuthStore((state) => state.user?.userId);
  const myRank = roleRank(useAuthStore((state) => state.user?.roles) ?? []);
  /** The server lets an admin change only members ranked below them, never themselves. */
  const mayChange = (member: Member) => member.userId !== me && roleRank(member.roles) < myRank;
  const { data, isFetching } = useMembers();
  const changes = useMemberChanges();
  const [inviting, setInviting] = useState(false);
  const [editingShops, setEditingShops] = useState<Member | null>(null);
  const shopTags = useShopTags();
  const isOperator = (member: Member) =>
    !member.roles.some((role) => role === Role.admin || role === Role.super);

  const roleTag = (role: string) => (
    <Tag key={role} color={role === Role.user ? 'default' : 'blue'}>
      {t(roleKey(role), { defaultValue: role })}
    </Tag>
  );

  const memberColumns: TableColumnsType<Member> = [
    {
      title: t('members.member'),
      key: 'who',
      width: 190,
      render: (_, member) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>
            {member.userName}
            {member.userId === me && t('members.you')}
          </Typography.Text>
          <Typography.Text type="secondary" className="tw-nowrap">
            {member.phone}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('members.role'),
      key: 'role',
      width: 170,
      render: (_, member) =>
        !mayChange(member) ? (
          member.roles.map(roleTag)
        ) : (
          <Select
            aria-label={`${t('members.role')} ${member.userName}`}
            size="small"
            value={member.roles.find((role) => role === Role.admin || role === Role.user)}
            options={[Role.user, Role.admin].map((role) => ({
              value: role,
              label: t(`members.roles.${role}`),
            }))}
            onChange={(role) =>
              changes.update
                .mutateAsync({ userId: member.userId, role })
                .then(() => message.success(t('members.roleSaved')))
                .catch(ignoreShownFailure)
            }
          />
        ),
    },
    {
      title: t('members.shops'),
      key: 'shops',
      width: 160,
      render: (_, member) => (isOperator(member) ? shopTags(member.shopIds) : t('members.allShops')),
    },
    {
      title: t('members.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: Member['status']) => (
        <Tag color={status === 'active' ? 'success' : 'default'}>{t(`members.statuses.${status}`)}</Tag>
      ),
    },
    {
      title: t('members.lastLogin'),
      dataIndex: 'lastLoginAt',
      width: 150,
      render: (time: string | null) => <span className="tw-nowrap">{when(time) ?? t('members.never')}</span>,
    },
    {
      title: t('members.invitedBy'),
      key: 'invitedBy',
      width: 130,
      render: (_, member) => member.invitedBy?.userName ?? t('members.founder'),
    },
    {
      title: t('members.actions'),
      key: 'actions',
      width: 200,
      render: (_, member) =>
        mayChange(member) && (
          <Space size={0}>
            {isOperator(member) && (
              <Button type="link" size="small" onClick={() => setEditingShops(member)}>
                {t('members.editShops')}
              </Button>
            )}
            <Popconfirm
              title={t(member.status === 'active' ? 'members.disableConfirm' : 'members.enableConfirm', {
                name: member.userName,
              })}
              onConfirm={() =>
                changes.status
                  .mutateAsync({
                    userId: member.userId,
                    status: member.status === 'active' ? 'disabled' : 'active',
                  })
                  .then(() => message.success(t('members.statusSaved')))
                  .catch(ignoreShownFailure)
              }
            >
              <Button type="link" size="small">
                {t(member.status === 'active' ? 'members.disable' : 'members.enable')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('members.removeConfirm', { name: member.userName })}
              onConfirm={() =>
                changes.remove
                  .mutateAsync(member.userId)
                  .then(() => message.success(t('members.removed', { name: member.userName })))
                  .catch(ignoreShownFailure)
              }
            >
              <Button type="link" size="small" danger>
                {t('members.remove')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  const invitationColumns: TableColumnsType<Invitation> = [
    { title: t('members.phone'), dataIndex: 'phone', width: 150 },
    { title: t('members.role'), dataIndex: 'role', width: 110, render: roleTag },
    { title: t('members.shops'), dataIndex: 'shopIds', width: 160, render: shopTags },
    {
      title: t('members.invitedBy'),
      key: 'invitedBy',
      width: 130,
      render: (_, row) => row.invitedBy.userName,
    },
    { title: t('members.expires'), dataIndex: 'expiresAt', width: 150, render: when },
    {
      title: t('members.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Popconfirm
          title={t('members.revokeConfirm', { phone: row.phone })}
          onConfirm={() =>
            changes.revoke
              .mutateAsync(row.id)
              .then(() => message.success(t('members.revoked')))
              .catch(ignoreShownFailure)
          }
        >
          <Button type="link" size="small" danger>
            {t('members.revoke')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} className="tw-members">
      <Card
        title={t('route.system-settings_members')}
        extra={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            {t('members.invite')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('members.intro')}</Typography.Paragraph>
        <Table<Member>
          rowKey="userId"
          size="middle"
          columns={memberColumns}
          dataSource={data?.members ?? []}
          loading={isFetching}
          pagination={false}
          scroll={scrollX(1100, data?.members.length ?? 0)}
        />
      </Card>
      <Card title={t('members.openInvitations')}>
        {/* An empty table's column heads would be squeezed to a letter a line on a phone. */}
        {data?.invitations.length ? (
          <Table<Invitation>
            rowKey="id"
            size="middle"
            columns={invitationColumns}
            dataSource={data.invitations}
            loading={isFetching}
            pagination={false}
            scroll={scrollX(790, data.invitations.length)}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.noInvitations')} />
        )}
      </Card>
      <ShopsModal
        member={editingShops}
        saving={changes.update.isPending}
        onClose={() => setEditingShops(null)}
        onSave={(shopIds) =>
          changes.update
            .mutateAsync({ userId: editingShops!.userId, shopIds })
            .then(() => {
              void message.success(t('members.shopsSaved'));
              setEditingShops(null);
            })
            .catch(ignoreShownFailure)
        }
      />
      <InviteModal
        open={inviting}
        saving={changes.invite.isPending}
        onClose={() => setInviting(false)}
        onInvite={(body) =>
          changes.invite
            .mutateAsync(body)
            .then((invited) => {
              void message.success(t('members.invited', { phone: invited.phone }));
              setInviting(false);
            })
            .catch(ignoreShownFailure)
        }
      />
    </Space>
  );
}
