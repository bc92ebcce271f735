import { z } from 'zod';
import { BookingType, Locale, VisitStatus } from './enums.ts';

/** A note of a booking or proposal: the notes text is split on line breaks into timestamped entries. */
export const BookingNoteEntry = z.object({
  /** ISO time the entry was written, when the line starts with one; otherwise null. */
  at: z.string().nullable(),
  text: z.string(),
});
export type BookingNoteEntry = z.infer<typeof BookingNoteEntry>;

/** docs/product.md: start and end are the tour date plus the planning time frame. */
export const BookingRecord = z.object({
  bookingId: z.string(),
  orderId: z.string(),
  taskId: z.string().nullable(),
  type: BookingType.nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  photographerName: z.string().nullable(),
  notes: z.array(BookingNoteEntry),
  /** An area line of the notes ending in m2, taken out of the notes (e.g. 142). */
  area: z.number().nullable(),
  keyPickupAddress: z.string().nullable(),
  status: VisitStatus,
  address: z.string(),
  /**
   * docs/product.md: the contact person has not used the latest link within 5 working days and the time
   * is still not booked, so the provider calls; callNeededAt is when the hub marked it.
   */
  callNeeded: z.boolean(),
  callNeededAt: z.string().nullable(),
});
export type BookingRecord = z.infer<typeof BookingRecord>;

/** docs/product.md: departure is the expected start plus durationMinutes. */
export const BookingProposal = z.object({
  proposalId: z.string(),
  expectedStart: z.string(),
  departure: z.string(),
  durationMinutes: z.number().int(),
  timeframeStart: z.string(),
  timeframeEnd: z.string(),
  notes: z.array(BookingNoteEntry),
  area: z.number().nullable(),
  photographerName: z.string(),
});
export type BookingProposal = z.infer<typeof BookingProposal>;

/** GET /Bookings/{id}/proposals: one suggested proposal plus others (empty when nothing is free). */
export const BookingProposals = z.object({
  suggested: BookingProposal.nullable(),
  others: z.array(BookingProposal),
  durationMinutes: z.number().int(),
});
export type BookingProposals = z.infer<typeof BookingProposals>;

export const ConfirmProposalBody = z.object({ proposalId: z.string().min(1).max(200) });

/** POST /Bookings/third-party-link: the contact person chooses the time through a link. */
export const ThirdPartyLinkBody = z.object({
  bookingId: z.string().uuid(),
  channel: z.enum(['SMS', 'EMAIL']),
  /** The contact person of the order the link goes to; the order's primary one when absent. */
  contactPersonId: z.string().uuid().optional(),
  locale: Locale.optional(),
});
export type ThirdPartyLinkBody = z.infer<typeof ThirdPartyLinkBody>;

export const ThirdPartyLinkRecord = z.object({
  bookingId: z.string(),
  channel: z.enum(['SMS', 'EMAIL']),
  sentTo: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type ThirdPartyLinkRecord = z.infer<typeof ThirdPartyLinkRecord>;

/** POST /orders/tasks/{id}/updateType?bookingId=: the one allowed change to another booking type. */
export const UpdateBookingTypeQuery = z.object({ bookingId: z.string().uuid() });
export const UpdateBookingTypeBody = z.object({
  changeToType: BookingType,
  responsibleUser: z.string().uuid().optional(),
  person: z.string().trim().max(200).optional(),
});

/** The public book-online page (no account): what the token opens. */
export const PublicBookingRecord = z.object({
  state: z.enum(['OPEN', 'BOOKED', 'CALL_INSTEAD']),
  locale: Locale,
  address: z.string(),
  departmentName: z.string(),
  contactName: z.string(),
  /** The property's time zone: the visitor sees the times as they are where the shoot takes place. */
  timeZone: z.string(),
  /** The confirmed time, once booked. */
  booking: BookingRecord.nullable(),
});
export type PublicBookingRecord = z.infer<typeof PublicBookingRecord>;
