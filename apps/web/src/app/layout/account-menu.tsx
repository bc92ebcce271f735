import {
  BgColorsOutlined,
  CheckOutlined,
  CustomerServiceOutlined,
  LogoutOutlined,
  NotificationOutlined,
  RightOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { User } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { branchChoicesQuery } from '@/features/branches/api/branch-api.ts';
import { useDepartmentLook } from '@/features/branding/components/branded-pages.tsx';
import { supportPagePath } from '@/features/support/lib/support-link.ts';
import { userPermissionsQuery } from '@/lib/session.ts';

interface AccountMenuProps {
  user: User;
  onSignOut: () => void;
  /** Phones and laptops show only the avatar; the name is in the menu it opens. */
  compact: boolean;
  /** A phone's screen, which has no room for a list beside the menu. */
  phone: boolean;
}

const LOOK_KEY_PREFIX = 'look:';

/**
 * The user's departments to choose the portal's look from; none for a user of one department (the portal
 * simply wears its look). A phone lists them under a heading, as a list beside the menu would not fit.
 */
function useDepartmentLookItems(phone: boolean) {
  const { t } = useTranslation();
  const { department } = useDepartmentLook();
  const permissions = useQuery(userPermissionsQuery).data;
  const own = new Set(permissions?.branches.map((branch) => branch.branchId));
  const departments = useQuery({ ...branchChoicesQuery, enabled: own.size > 1 }).data ?? [];
  const choices = departments.filter((branch) => own.has(branch.id));
  if (choices.length < 2) return [];
  const children = choices.map((branch) => ({
    key: `${LOOK_KEY_PREFIX}${branch.id}`,
    icon: branch.id === department?.branchId ? <CheckOutlined aria-hidden /> : <span aria-hidden />,
    label: branch.name,
  }));
  const label = t('common.menu.departmentLook');
  if (phone) {
    return [
      { key: 'look-above', type: 'divider' as const },
      { key: 'look', type: 'group' as const, label, children },
      { key: 'look-below', type: 'divider' as const },
    ];
  }
  return [{ key: 'look', icon: <BgColorsOutlined aria-hidden />, label, children }];
}

export function AccountMenu({ user, onSignOut, compact, phone }: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Support staff choose here whom to act as (the signed-in person's own permission, also while acting).
  const mayImpersonate = useQuery(userPermissionsQuery).data?.mayImpersonate ?? false;
  const { colours, choose } = useDepartmentLook();
  const lookItems = useDepartmentLookItems(phone);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        // The department list opens on a click, as the header's groups do, so it works the same with touch.
        triggerSubMenuAction: 'click',
        // Ant Design's own arrow is named "right", which screen readers would read as part of the item's name.
        expandIcon: (
          <span className="ant-dropdown-menu-submenu-arrow">
            <RightOutlined aria-hidden className="ant-dropdown-menu-submenu-arrow-icon" />
          </span>
        ),
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <div>
                <strong className="portal-plain-text">{user.fullName}</strong>
                <br />
                <span className="portal-quiet-text">{user.email}</span>
              </div>
            ),
          },
          { type: 'divider' },
          { key: 'profile', icon: <UserOutlined aria-hidden />, label: t('common.menu.profile') },
          { key: 'support', icon: <CustomerServiceOutlined aria-hidden />, label: t('support.menu') },
          {
            key: 'system-notifications',
            icon: <NotificationOutlined aria-hidden />,
            label: t('systemNotices.menu'),
          },
          ...lookItems,
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
          if (key === 'system-notifications') void navigate('/system-notifications');
          if (key === 'user-management') void navigate('/user-management');
          if (key === 'logout') onSignOut();
          if (key.startsWith(LOOK_KEY_PREFIX)) choose(Number(key.slice(LOOK_KEY_PREFIX.length)));
        },
      }}
    >
      <Button
        type="text"
        // The name holds the initials and the name as shown (WCAG 2.5.3), so "click AH" works for speech input.
        aria-label={`${t('common.menu.account')}: ${user.initials} ${user.fullName}`}
        style={{ height: 'auto', padding: 4 }}
      >
        <Avatar style={{ backgroundColor: colours.primary, color: colours.onPrimary }}>
          {user.initials}
        </Avatar>
        {compact ? null : user.fullName}
      </Button>
    </Dropdown>
  );
}
