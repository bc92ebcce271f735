import { CustomerServiceOutlined, LogoutOutlined, UserOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { User } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PRIMARY_COLOR } from '@/app/theme.ts';
import { supportPagePath } from '@/features/support/lib/support-link.ts';
import { userPermissionsQuery } from '@/lib/session.ts';

interface AccountMenuProps {
  user: User;
  onSignOut: () => void;
  /** Phones and laptops show only the avatar; the name is in the menu it opens. */
  compact: boolean;
}

export function AccountMenu({ user, onSignOut, compact }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Support staff choose here whom to act as (the signed-in person's own permission, also while acting).
  const mayImpersonate = useQuery(userPermissionsQuery).data?.mayImpersonate ?? false;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <div>
                <Typography.Text strong>{user.fullName}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{user.email}</Typography.Text>
              </div>
            ),
          },
          { type: 'divider' },
          { key: 'profile', icon: <UserOutlined aria-hidden />, label: t('common.menu.profile') },
          { key: 'support', icon: <CustomerServiceOutlined aria-hidden />, label: t('support.menu') },
          ...(mayImpersonate
            ? [
                {
                  key: 'user-management',
                  icon: <UserSwitchOutlined aria-hidden />,
                  label: t('common.menu.userManagement'),
                },
              ]
            : []),
          { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('common.menu.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate('/profile');
          if (key === 'support') void navigate(supportPagePath(`${pathname}${search}`));
          if (key === 'user-management') void navigate('/user-management');
          if (key === 'logout') onSignOut();
        },
      }}
    >
      <Button
        type="text"
        aria-label={`${t('common.menu.account')}: ${user.fullName}`}
        style={{ height: 'auto', padding: 4 }}
      >
        <Avatar style={{ backgroundColor: PRIMARY_COLOR }}>{user.initials}</Avatar>
        {compact ? null : user.fullName}
      </Button>
    </Dropdown>
  );
}
