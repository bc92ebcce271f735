// Customer support (docs/product.md "Customer support"): the provider's opening hours per language, whether
// support is open at a moment in the office's time zone, and the calls of the support page
// (GET /support/contact, POST /support/messages).
import { z } from 'zod';
import { CountryCode, type Locale } from './enums.ts';
import { addDays, isoWeekday, localParts } from './zoned-time.ts';

/** Opening and closing time of one day, in minutes after local midnight. */
export interface SupportDayHours {
  opens: number;
  closes: number;
}

/** ISO weekday (1 = Monday ... 7 = Sunday) -> the day's hours; a missing day is closed. */
export type SupportWeekHours = Readonly<Partial<Record<number, SupportDayHours>>>;

const at = (hours: number, minutes: number) => hours * 60 + minutes;
const MORNING = at(8, 15);
const LONG_DAY: SupportDayHours = { opens: MORNING, closes: at(16, 0) };
const SHORT_DAY: SupportDayHours = { opens: MORNING, closes: at(15, 0) };
const FRIDAY_SHORTER: SupportWeekHours = { 1: LONG_DAY, 2: LONG_DAY, 3: LONG_DAY, 4: LONG_DAY, 5: SHORT_DAY };

/**
 * The support hours as the product states them for each language. Danish: Monday to Friday 8.15-15.00.
 * English and Norwegian: Monday to Thursday until 16.00, Friday until 15.00. Swedish says only "weekdays,
 * Friday shorter"; it gets the English and Norwegian hours (docs/decisions/0146-customer-support-page.md).
 */
export const SUPPORT_HOURS: Readonly<Record<Locale, SupportWeekHours>> = {
  en: FRIDAY_SHORTER,
  da: { 1: SHORT_DAY, 2: SHORT_DAY, 3: SHORT_DAY, 4: SHORT_DAY, 5: SHORT_DAY },
  sv: FRIDAY_SHORTER,
  no: FRIDAY_SHORTER,
};

/** Open now until `minute` on `day`, or closed until `minute` on `day` (local to the office). */
export interface SupportOpening {
  open: boolean;
  /** The local day (YYYY-MM-DD) of the closing time when open, of the next opening when closed. */
  day: string;
  /** ISO weekday of `day`. */
  weekday: number;
  /** Days from the office's today to `day`: 0 today, 1 tomorrow... */
  daysAhead: number;
  minute: number;
}

// Holidays can close support for a week and more around Christmas and Easter; a month covers every case.
const DAYS_LOOKED_AHEAD = 31;

/**
 * Whether support is open at `now` in the office's time zone, and until when; else when it opens next,
 * skipping weekends and the days off of the office's country. Null when it stays closed for a month.
 */
export function supportOpening(
  now: Date,
  hours: SupportWeekHours,
  timeZone: string,
  isDayOff: (day: string) => boolean,
): SupportOpening | null {
  const local = localParts(now, timeZone);
  for (let offset = 0; offset <= DAYS_LOOKED_AHEAD; offset += 1) {
    const day = addDays(local.day, offset);
    const weekday = isoWeekday(day);
    const dayHours = hours[weekday];
    if (!dayHours || isDayOff(day)) continue;
    if (offset > 0 || local.minute < dayHours.opens) {
      return { open: false, day, weekday, daysAhead: offset, minute: dayHours.opens };
    }
    if (local.minute < dayHours.closes) {
      return { open: true, day, weekday, daysAhead: 0, minute: dayHours.closes };
    }
  }
  return null;
}

/** A line of the hours: from one weekday to another (the same for a single day), with the day's hours. */
export interface SupportHoursLine extends SupportDayHours {
  fromWeekday: number;
  toWeekday: number;
}

/** The week's hours as lines of consecutive days with the same hours: "Monday-Thursday 8.15-16.00". */
export function supportHoursLines(hours: SupportWeekHours): SupportHoursLine[] {
  const lines: SupportHoursLine[] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const dayHours = hours[weekday];
    if (!dayHours) continue;
    const last = lines[lines.length - 1];
    if (
      last &&
      last.toWeekday === weekday - 1 &&
      last.opens === dayHours.opens &&
      last.closes === dayHours.closes
    ) {
      last.toWeekday = weekday;
    } else {
      lines.push({ fromWeekday: weekday, toWeekday: weekday, ...dayHours });
    }
  }
  return lines;
}

/** GET /support/contact: one of the user's departments (another answers 404). */
export const SupportContactQuery = z.object({ branchId: z.coerce.number().int().positive() });
export type SupportContactQuery = z.infer<typeof SupportContactQuery>;

export const SupportContactRecord = z.object({
  branchId: z.number().int(),
  branchName: z.string(),
  countryCode: CountryCode,
  /** The office's time zone, in which the hours hold. */
  timeZone: z.string(),
  /** The department's contact person (the agent registered on it), null when none is registered. */
  contactPerson: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
  /** The provider's customer support. */
  supportPhone: z.string(),
  supportEmail: z.string(),
  /** The country's public holidays and bank days (YYYY-MM-DD) of this year and the next. */
  daysOff: z.array(z.string()),
});
export type SupportContactRecord = z.infer<typeof SupportContactRecord>;

export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5000;

/** POST /support/messages: mailed to the provider's support, replies going to the user. */
export const SupportMessageBody = z.object({
  branchId: z.number().int().positive(),
  subject: z.string().trim().min(1, 'rules.required').max(SUPPORT_SUBJECT_MAX),
  message: z.string().trim().min(1, 'rules.required').max(SUPPORT_MESSAGE_MAX),
  /** The portal page the user came from (a path of the portal), for the support's context. */
  fromPage: z
    .string()
    .max(500)
    .regex(/^\/[^\s]*$/)
    .meta({ example: '/cases' })
    .optional(),
});
export type SupportMessageBody = z.input<typeof SupportMessageBody>;
