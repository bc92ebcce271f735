import { z } from 'zod';
import { OfferingType, VisitStatus } from './enums.ts';
import { RoofColor } from './new-order.ts';

const LocalDay = z.iso.date();

/**
 * The visit statuses the provider may set from each status
 * (docs/decisions/0127-console-bookings-and-visit-status-moves.md). A visit becomes CONFIRMED only by booking
 * a time; COMPLETE and CANCELLED are final.
 */
export const VISIT_STATUS_MOVES: Record<VisitStatus, readonly VisitStatus[]> = {
  INCOMPLETE: ['RECORDED', 'CANCELLED'],
  RECORDED: ['CANCELLED'],
  CONFIRMED: ['FIXED', 'ON_ROUTE', 'CANCELLED'],
  FIXED: ['ON_ROUTE', 'CANCELLED'],
  ON_ROUTE: ['ARRIVED', 'CANCELLED'],
  ARRIVED: ['COMPLETE'],
  COMPLETE: [],
  CANCELLED: [],
  UNKNOWN: [],
};

/** Statuses of a visit that has no time yet: it may be booked by phone. */
export const UNBOOKED_VISIT_STATUSES: readonly VisitStatus[] = ['INCOMPLETE', 'RECORDED'];
/** Statuses of a booked visit that may still get a new time or another photographer. */
export const MOVABLE_VISIT_STATUSES: readonly VisitStatus[] = ['CONFIRMED', 'FIXED'];

/** GET /provider/visits: the local days from and to (at most 31 days), all photographers or one. */
export const VisitCalendarQuery = z
  .object({ from: LocalDay, to: LocalDay, photographerId: z.uuid().optional() })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'rules.type' })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 31 * 86_400_000, {
    path: ['to'],
    message: 'rules.type',
  });

export const PhotographerRecord = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  timeZone: z.string(),
  /** ISO weekdays, 1 = Monday. */
  workingDays: z.array(z.number().int()),
  /** Minutes after local midnight. */
  workStartMinute: z.number().int(),
  workEndMinute: z.number().int(),
});
export type PhotographerRecord = z.infer<typeof PhotographerRecord>;

/** A visit as the console shows it: where, when, who to call, and the order it belongs to. */
export const ProviderVisitRecord = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  salesId: z.string().nullable(),
  status: VisitStatus,
  start: z.string().nullable(),
  end: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  photographerId: z.string().nullable(),
  photographerName: z.string().nullable(),
  address: z.string(),
  departmentName: z.string(),
  countryCode: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  keyPickupAddress: z.string().nullable(),
  notes: z.string().nullable(),
  /** What the order told of the property, for the photographer on the way there. */
  cadastralNumber: z.string().nullable(),
  roofColor: RoofColor.nullable(),
  offeringType: OfferingType.nullable(),
  /** When the 5-working-day job marked the booking for a call, or null. */
  callNeededAt: z.string().nullable(),
});
export type ProviderVisitRecord = z.infer<typeof ProviderVisitRecord>;

export const VisitCalendarRecord = z.object({
  photographers: z.array(PhotographerRecord),
  visits: z.array(ProviderVisitRecord),
  /** The caller's own photographer when their account is linked to one: they see only their visits. */
  ownPhotographerId: z.string().nullable(),
});
export type VisitCalendarRecord = z.infer<typeof VisitCalendarRecord>;

/** GET /provider/visits/to-book: orders left to the provider's phone, and links not used in 5 working days. */
export const VisitsToBookRecord = z.object({
  phone: z.array(ProviderVisitRecord),
  calls: z.array(ProviderVisitRecord),
  photographers: z.array(PhotographerRecord),
});
export type VisitsToBookRecord = z.infer<typeof VisitsToBookRecord>;

/** Book by phone, move or reassign: the photographer and the visit's start (an ISO instant). */
export const VisitTimeBody = z.object({
  photographerId: z.uuid(),
  start: z.iso.datetime({ offset: true, message: 'rules.type' }),
});
export type VisitTimeBody = z.infer<typeof VisitTimeBody>;

export const VisitStatusBody = z.object({ status: VisitStatus.exclude(['UNKNOWN']) });
export type VisitStatusBody = z.infer<typeof VisitStatusBody>;
