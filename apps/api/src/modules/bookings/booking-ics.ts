import type { Locale, PublicBookingRecord } from '@portal/contracts';
import ical from 'ical-generator';
import { calendarTexts } from './booking-messages.ts';

/**
 * The booked visit as an iCalendar file, which a phone's or a desktop's calendar adds in one tap (iOS opens
 * it in Calendar straight from the booking page). The uid stays the same for the booking, so adding it again
 * after the time was moved updates the entry instead of doubling it. Null while nothing is booked.
 */
export function bookingCalendarFile(record: PublicBookingRecord, host: string): string | null {
  const booking = record.booking;
  if (!booking?.start) return null;
  const texts = calendarTexts(record.locale as Locale, record.address, booking.photographerName);
  const calendar = ical({ prodId: { company: record.departmentName, product: 'Property Portal' } });
  calendar.createEvent({
    id: `${booking.bookingId}@${host}`,
    start: new Date(booking.start),
    end: new Date(booking.end ?? booking.start),
    summary: texts.title,
    description: texts.description,
    location: record.address,
  });
  return calendar.toString();
}
