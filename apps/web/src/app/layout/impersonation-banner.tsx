import { UserSwitchOutlined } from '@ant-design/icons';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Alert, App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '@/lib/errors.ts';
import { currentUserQuery, useStopImpersonation } from '@/lib/session.ts';

/** On every signed-in page while support staff act as someone: whose account is in use, and "Stop". */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  // The raw record: `id` is the signed-in person, `impersonatedUser` the user acted as.
  const { data: record } = useSuspenseQuery(currentUserQuery);
  const stop = useStopImpersonation();
  const target = record.impersonatedUser;
  if (!target) return null;
  return (
    <Alert
      type="warning"
      banner
      icon={<UserSwitchOutlined aria-hidden />}
      role="status"
      title={t('users.impersonation.banner', {
        name: `${target.firstName} ${target.lastName}`,
        email: target.email,
      })}
      action={
        <Button
          size="small"
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(record.id, {
              onSuccess: () => void navigate('/user-management'),
              onError: (error) => void message.error(errorText(t, error)),
            })
          }
        >
          {t('users.impersonation.stop')}
        </Button>
      }
    />
  );
}
