import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { PhotographerRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content.tsx';
import { formatDay } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { visitCalendarQuery } from '../api/provider-visits-api.ts';
import { isToday } from '../lib/visit-time.ts';
import { clockOf, daysOfWeek, isoWeekNumber, mondayOf, shiftWeek } from '../lib/week.ts';
import { TodayVisits } from './today-visits.tsx';
import { VisitDrawer } from './visit-drawer.tsx';
import { VisitWeek } from './visit-week.tsx';

/** "Works Monday–Friday, 08:00–16:00": a photographer's working days and hours. */
function useWorkingHours() {
  const { t } = useTranslation();
  const locale = useLocale();
  // 2026-11-23 is a Monday: ISO weekday n is that date plus n - 1 days.
  const weekdayName = (weekday: number) =>
    formatDay(`2026-11-${22 + weekday}T12:00:00Z`, locale, 'UTC').split(/[\s,]/)[0] ?? '';
  return (photographer: PhotographerRecord) => {
    const days = [...photographer.workingDays].sort();
    const consecutive = days.every((day, index) => index === 0 || day === (days[index - 1] ?? 0) + 1);
    const first = days[0] ?? 1;
    const last = days[days.length - 1] ?? first;
    return t('providerVisits.calendar.hours', {
      days:
        consecutive && days.length > 2
          ? `${weekdayName(first)}–${weekdayName(last)}`
          : days.map(weekdayName).join(', '),
      from: clockOf(photographer.workStartMinute),
      to: clockOf(photographer.workEndMinute),
    });
  };
}

/**
 * The week's visits of all photographers or one (docs/product.md, Fulfilment console); a photographer's own
 * account shows their own visits, today's first with the on-site status buttons.
 */
export function VisitCalendar({ orderPathOf }: { orderPathOf: (orderId: string) => string | null }) {
  const { t } = useTranslation();
  const today = dayjs().format('YYYY-MM-DD');
  const [monday, setMonday] = useState(() => mondayOf(today));
  const [photographerId, setPhotographerId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const days = daysOfWeek(monday);
  const query = useQuery(visitCalendarQuery(days[0] ?? monday, days[6] ?? monday, photographerId));
  const workingHours = useWorkingHours();
  const weekLabel = t('providerVisits.calendar.week', { week: isoWeekNumber(monday) });

  return (
    <QueryContent query={query} rows={6}>
      {(calendar) => {
        const own = calendar.ownPhotographerId;
        const shown = calendar.photographers.find((item) => item.id === (own ?? photographerId)) ?? null;
        const opened = calendar.visits.find((visit) => visit.bookingId === openId) ?? null;
        const todays = calendar.visits.filter(
          (visit) => visit.start && isToday(visit.start, visit.countryCode),
        );
        return (
          <Flex vertical gap={16}>
            {own && <TodayVisits visits={todays} onOpen={(visit) => setOpenId(visit.bookingId)} />}
            <Flex gap={8} wrap align="center">
              <Button
                icon={<LeftOutlined />}
                aria-label={t('providerVisits.calendar.previousWeek')}
                onClick={() => setMonday(shiftWeek(monday, -1))}
              />
              <Button onClick={() => setMonday(mondayOf(today))}>
                {t('providerVisits.calendar.thisWeek')}
              </Button>
              <Button
                icon={<RightOutlined />}
                aria-label={t('providerVisits.calendar.nextWeek')}
                onClick={() => setMonday(shiftWeek(monday, 1))}
              />
              <Typography.Text strong>{weekLabel}</Typography.Text>
              {!own && (
                <Select
                  aria-label={t('providerVisits.calendar.photographer')}
                  value={photographerId ?? ''}
                  onChange={(value) => setPhotographerId(value || null)}
                  style={{ minWidth: 220 }}
                  options={[
                    { value: '', label: t('providerVisits.calendar.allPhotographers') },
                    ...calendar.photographers.map((item) => ({
                      value: item.id,
                      label: `${item.name} (${item.countryCode})`,
                    })),
                  ]}
                />
              )}
            </Flex>
            {shown && <Typography.Text type="secondary">{workingHours(shown)}</Typography.Text>}
            <VisitWeek
              label={weekLabel}
              loading={query.isPlaceholderData}
              days={days}
              today={today}
              visits={calendar.visits}
              photographer={shown}
              onOpen={(visit) => setOpenId(visit.bookingId)}
            />
            <VisitDrawer
              visit={opened}
              photographers={calendar.photographers}
              planner={!own}
              orderPathOf={orderPathOf}
              onClose={() => setOpenId(null)}
            />
          </Flex>
        );
      }}
    </QueryContent>
  );
}
