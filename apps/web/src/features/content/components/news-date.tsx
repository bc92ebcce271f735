import type { Locale } from '@portal/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** The day an item was published, day-month-year in the reader's language and time zone. */
export function PublishedDate({ iso }: { iso: string | null }) {
  const locale = useLocale();
  const user = useSignedInUser();
  if (!iso) return null;
  return (
    <Typography.Text type="secondary">
      <time dateTime={iso}>{formatDate(iso, locale, user.timezone)}</time>
    </Typography.Text>
  );
}

/** Says that an item is shown in English because it is not written in the reader's language yet. */
export function FallbackLanguageTag({ language }: { language: Locale }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (language === locale) return null;
  return <Tag>{t('content.inEnglish')}</Tag>;
}

/** The `lang` of a text shown in another language than the page's, so screen readers pronounce it right. */
export const langOf = (language: Locale, locale: Locale) =>
  language === locale ? undefined : language === 'no' ? 'nb' : language;
