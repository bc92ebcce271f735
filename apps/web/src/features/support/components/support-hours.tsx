import {
  SUPPORT_HOURS,
  type SupportContactRecord,
  supportHoursLines,
  supportOpening,
} from '@portal/contracts';
import { Badge, Flex, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatClock,
  openingDayName,
  openingKey,
  weekdayName,
} from '@/features/support/lib/support-hours.ts';
import { useLocale } from '@/lib/i18n.ts';

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The browser's clock, read again every minute so "open now" turns into "opens ..." at closing time. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The support hours in the user's language and whether support is open now, both in the office's time zone;
 * weekends and the country's days off (from the hub) are closed.
 */
export function SupportHours({ contact }: { contact: SupportContactRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useMinuteClock();
  const hours = SUPPORT_HOURS[locale];
  const daysOff = useMemo(() => new Set(contact.daysOff), [contact.daysOff]);
  const opening = supportOpening(now, hours, contact.timeZone, (day) => daysOff.has(day));
  const time = opening ? formatClock(opening.minute, locale) : '';
  const day = opening ? openingDayName(opening, locale) : '';
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={3} className="portal-support-hours-title">
        {t('support.hours.title')}
      </Typography.Title>
      <Badge
        status={opening?.open ? 'success' : 'default'}
        text={<span data-testid="support-opening">{t(openingKey(opening), { time, day })}</span>}
      />
      <ul className="portal-support-hours">
        {supportHoursLines(hours).map((line) => {
          const first = weekdayName(line.fromWeekday, locale);
          const days =
            line.fromWeekday === line.toWeekday ? first : `${first}–${weekdayName(line.toWeekday, locale)}`;
          return (
            <li key={line.fromWeekday}>
              <span>{capitalised(days)}</span>
              <span>
                {formatClock(line.opens, locale)}–{formatClock(line.closes, locale)}
              </span>
            </li>
          );
        })}
      </ul>
      <Typography.Text type="secondary">
        {t(`support.hours.zone.${contact.countryCode}`)} {t('support.hours.holidays')}
      </Typography.Text>
    </Flex>
  );
}
