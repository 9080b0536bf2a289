import { LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore, useLogout } from '@/features/auth';

export function UserMenu() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user) {
    // Constant pages (the iframe page) are open to visitors who have not logged in yet.
    return (
      <Button type="text" icon={<LoginOutlined />} onClick={() => navigate('/login')}>
        {t('page.login.login')}
      </Button>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('common.logout') }],
        onClick: ({ key }) => key === 'logout' && logout(),
      }}
    >
      <Button type="text" className="tw-user">
        <Avatar size="small" icon={<UserOutlined />} />
        <span className="tw-user__name">{user.userName}</span>
      </Button>
    </Dropdown>
  );
}
