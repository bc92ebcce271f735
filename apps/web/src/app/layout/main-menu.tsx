import {
  CheckSquareOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  LogoutOutlined,
  PlusCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { openTaskTotalQuery } from '@/features/tasks/api/task-api.ts';
import { useSignedInUser } from '@/lib/session.ts';

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
  const items: MenuProps['items'] = [
    {
      key: '/dashboard',
      icon: <HomeOutlined aria-hidden />,
      label: <NavLink to="/dashboard">{t('dashboard.title')}</NavLink>,
    },
    {
      key: '/orders/new',
      icon: <PlusCircleOutlined aria-hidden />,
      label: <NavLink to="/orders/new">{t('common.menu.newOrder')}</NavLink>,
    },
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
