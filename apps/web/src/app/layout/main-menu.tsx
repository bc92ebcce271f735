import {
  ApartmentOutlined,
  AppstoreOutlined,
  CheckSquareOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  LogoutOutlined,
  PlusCircleOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { openTaskTotalQuery } from '@/features/tasks/api/task-api.ts';
import { branchIdsWith, userPermissionsQuery, useSignedInUser } from '@/lib/session.ts';

/** The menu's tasks item, with the number of open tasks beside it (none shown when there are none). */
function TasksLabel() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const open = useQuery(openTaskTotalQuery(user.id)).data ?? 0;
  return (
    <NavLink to="/tasks">
      {t('common.menu.tasks')}
      {open > 0 ? (
        <>
          {/* The number is read once, as words: "5 open tasks". */}
          <Badge count={open} overflowCount={999} size="small" aria-hidden className="portal-menu-badge" />
          <span className="portal-visually-hidden">{t('common.menu.openTasks', { count: open })}</span>
        </>
      ) : null}
    </NavLink>
  );
}

interface MainMenuProps {
  mode: 'horizontal' | 'inline';
  onSignOut: () => void;
  /** Called after an item was chosen, so a drawer holding the menu can close. */
  onNavigate?: () => void;
  className?: string;
}

/**
 * Only screens that work are listed; each new screen adds its item here. Icons are hidden from screen
 * readers so an item is named by its text alone.
 */
export function MainMenu({ mode, onSignOut, onNavigate, className }: MainMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const permissions = useQuery(userPermissionsQuery).data;
  const isAdmin = permissions ? branchIdsWith(permissions).length > 0 : false;
  const mayManageRoles = permissions?.permissions.includes('roles.manage') ?? false;
  const mayOrder = permissions ? branchIdsWith(permissions, 'orders.create').length > 0 : false;
  const mayManageBranches = permissions?.permissions.includes('branches.manage') ?? false;
  const items: MenuProps['items'] = [
    {
      key: '/dashboard',
      icon: <HomeOutlined aria-hidden />,
      label: <NavLink to="/dashboard">{t('dashboard.title')}</NavLink>,
    },
    // Ordering needs orders.create in some department (the role of the user's access there).
    ...(mayOrder
      ? [
          {
            key: '/orders/new',
            icon: <PlusCircleOutlined aria-hidden />,
            label: <NavLink to="/orders/new">{t('common.menu.newOrder')}</NavLink>,
          },
        ]
      : []),
    {
      key: '/cases',
      icon: <FolderOpenOutlined aria-hidden />,
      label: <NavLink to="/cases">{t('common.menu.cases')}</NavLink>,
    },
    {
      key: '/tasks',
      icon: <CheckSquareOutlined aria-hidden />,
      label: <TasksLabel />,
    },
    // Users: admins of a department; roles: admins read them, roles.manage edits them.
    ...(isAdmin
      ? [
          {
            key: '/users',
            icon: <TeamOutlined aria-hidden />,
            label: <NavLink to="/users">{t('common.menu.users')}</NavLink>,
          },
        ]
      : []),
    ...(isAdmin || mayManageRoles
      ? [
          {
            key: '/roles',
            icon: <SafetyCertificateOutlined aria-hidden />,
            label: <NavLink to="/roles">{t('common.menu.roles')}</NavLink>,
          },
        ]
      : []),
    // Departments and their apps: admins of a department, and provider staff who manage departments.
    ...(isAdmin || mayManageBranches
      ? [
          {
            key: '/departments',
            icon: <ApartmentOutlined aria-hidden />,
            label: <NavLink to="/departments">{t('branches.menu.departments')}</NavLink>,
          },
          {
            key: '/apps',
            icon: <AppstoreOutlined aria-hidden />,
            label: <NavLink to="/apps">{t('branches.menu.apps')}</NavLink>,
          },
        ]
      : []),
    {
      key: '/profile',
      icon: <UserOutlined aria-hidden />,
      label: <NavLink to="/profile">{t('common.menu.profile')}</NavLink>,
    },
    {
      key: 'logout',
      icon: <LogoutOutlined aria-hidden />,
      label: t('common.menu.logout'),
      onClick: onSignOut,
    },
  ];
  const selected = items.flatMap((item) =>
    item && typeof item.key === 'string' && pathname.startsWith(item.key) ? [item.key] : [],
  );
  return (
    <nav aria-label={t('common.menu.main')} className={className}>
      <Menu
        mode={mode}
        items={items}
        selectedKeys={selected}
        onClick={onNavigate}
        style={{ border: 'none' }}
      />
    </nav>
  );
}
