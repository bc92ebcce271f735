import { useQuery } from '@tanstack/react-query';
import { Alert, App } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/lib/errors.ts';
import { useLocale } from '@/lib/i18n.ts';
import { currentNoticesQuery, useDismissNotice } from '../api/system-notices-api.ts';

/** Under the header of every signed-in page: the provider's current notices until the user closes them. */
export function SystemNoticeBanner() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = useLocale();
  const notices = useQuery(currentNoticesQuery(locale)).data ?? [];
  const dismiss = useDismissNotice();
  if (notices.length === 0) return null;
  // A note, not a live alert: it is there when the page opens, and the pages' own alerts keep their role.
  return (
    <section aria-label={t('systemNotices.title')}>
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          type={notice.level}
          banner
          showIcon
          role="note"
          title={<span lang={notice.language}>{notice.text}</span>}
          action={<Link to="/system-notifications">{t('systemNotices.allNotices')}</Link>}
          closable={{
            'aria-label': t('systemNotices.dismiss'),
            onClose: () =>
              dismiss.mutate(notice.id, { onError: (error) => void message.error(errorText(t, error)) }),
          }}
        />
      ))}
    </section>
  );
}
