import {
  type BookingProposals,
  ErrorKey,
  mapLocale,
  type PublicBookingRecord,
  type ThirdPartyLinkBody,
  type ThirdPartyLinkRecord,
  timeZoneOfCountry,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import { formatMoment, languageAndZoneOfContact } from '../../adapters/mail/recipient-language.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createRandomToken, hashToken } from '../auth/secrets.ts';
import { findContactPersonsOfCase } from '../cases/cases.service.ts';
import { recordBookingChoice } from '../orders/orders.service.ts';
import { markTaskPartialIfOpen } from '../tasks/tasks.service.ts';
import { confirmSlot, proposalsOf, toBookingRecord, visitOf } from './booking-calendar.ts';
import { bookingCalendarFile } from './booking-ics.ts';
import { confirmedText, linkMail, linkSmsText } from './booking-messages.ts';
import * as repo from './bookings.repo.ts';
import { findVisibleBooking } from './bookings.service.ts';
import { addWorkingDays } from './zoned-time.ts';

/** A booking link works for 14 days; the provider calls after 5 unanswered working days anyway. */
const LINK_DAYS = 14;
/** docs/product.md: a contact person who has not used the link within 5 working days is called. */
export const CALL_AFTER_WORKING_DAYS = 5;

type LinkOptions = Pick<z.infer<typeof ThirdPartyLinkBody>, 'channel' | 'contactPersonId' | 'locale'>;

/** The contact person the link goes to and the number or address it goes to on the channel. */
async function recipientOf(db: Db, row: repo.BookingWithContext, options: Partial<LinkOptions>) {
  const contacts = await findContactPersonsOfCase(db, row.case.id);
  const reachable = (item: (typeof contacts)[number]) =>
    options.channel === 'EMAIL'
      ? item.email
      : options.channel === 'SMS'
        ? item.phoneMobile
        : item.phoneMobile || item.email;
  const contact = options.contactPersonId
    ? contacts.find((item) => item.id === options.contactPersonId)
    : (contacts.find(reachable) ?? contacts[0]);
  if (!contact) {
    throw new AppError(ErrorKey.formRecipientMissing, 400, {
      contactPersonId: ErrorKey.formRecipientMissing,
    });
  }
  const channel = options.channel ?? (contact.phoneMobile ? 'SMS' : 'EMAIL');
  const sentTo = channel === 'SMS' ? contact.phoneMobile : contact.email;
  if (!sentTo)
    throw new AppError(ErrorKey.formRecipientMissing, 400, { channel: ErrorKey.formRecipientMissing });
  return { contact, channel, sentTo } as const;
}

/**
 * Sends the contact person a link to choose the time (choice 2), inside the caller's transaction: stores
 * only the token's hash, marks the booking THIRD_PARTY and its task partially done, then sends the SMS or
 * mail naming the address. A message that cannot be sent undoes it all.
 */
export async function issueBookingLink(
  deps: AppDeps,
  tx: Db,
  row: repo.BookingWithContext,
  options: Partial<LinkOptions>,
): Promise<ThirdPartyLinkRecord> {
  if (row.booking.visitStatus !== 'INCOMPLETE') throw new AppError(ErrorKey.bookingAlreadyMade, 409);
  if (row.order.status !== 'Open') throw new AppError(ErrorKey.taskClosed, 409);
  // A link to a visit only the phone can book would only tell the contact person to wait for a call.
  if ((await visitOf(tx, row)).callInstead) throw new AppError(ErrorKey.bookingCallInstead, 409);
  const { contact, channel, sentTo } = await recipientOf(tx, row, options);
  const told = languageAndZoneOfContact({ locale: row.branchLocale, countryCode: row.countryCode });
  // The office may choose another language for this contact person; the zone stays the property's.
  const reader = { locale: options.locale ?? told.locale, timeZone: told.timeZone };
  const { locale } = reader;
  const now = nowOf(deps);
  const expiresAt = new Date(now.getTime() + LINK_DAYS * 86_400_000);
  const token = createRandomToken();
  await repo.insertLink(tx, {
    tokenHash: hashToken(token),
    bookingId: row.booking.id,
    channel,
    sentTo,
    contactName: contact.name,
    locale,
    sentAt: now,
    expiresAt,
  });
  // The new link starts the wait for the contact person again, so an earlier call mark is lifted.
  await repo.updateBooking(tx, row.booking.id, { type: 'THIRD_PARTY', callNeededAt: null, updatedAt: now });
  if (row.booking.taskId) await markTaskPartialIfOpen(tx, row.booking.taskId, now);
  const facts = {
    name: contact.name,
    address: row.case.addressFull,
    department: row.branchName,
    url: `${deps.config.publicUrl}/book/${token}`,
    validUntil: formatMoment(expiresAt, reader),
  };
  if (channel === 'SMS') {
    try {
      await deps.sms.send({ to: sentTo, text: linkSmsText(locale, facts) });
    } catch (error) {
      deps.logger.error({ err: error, bookingId: row.booking.id }, 'booking link sms failed');
      throw new AppError(ErrorKey.smsFailed, 502);
    }
  } else {
    try {
      await deps.mailer.send(linkMail(locale, sentTo, facts));
    } catch (error) {
      deps.logger.error({ err: error, bookingId: row.booking.id }, 'booking link mail failed');
      throw new AppError(ErrorKey.internal, 502);
    }
  }
  return {
    bookingId: row.booking.id,
    channel,
    sentTo,
    sentAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

/** POST /Bookings/third-party-link; the order's booking choice becomes CONTACT_LINK when none was made. */
export async function sendThirdPartyLink(
  deps: AppDeps,
  actor: Actor,
  body: z.infer<typeof ThirdPartyLinkBody>,
): Promise<ThirdPartyLinkRecord> {
  const row = await findVisibleBooking(deps, actor, body.bookingId);
  return deps.db.transaction(async (tx) => {
    const record = await issueBookingLink(deps, tx, row, body);
    if (!row.order.bookingChoice) {
      await recordBookingChoice(tx, row.order.id, 'CONTACT_LINK', nowOf(deps));
    }
    await recordAudit(tx, actor, {
      action: 'bookings.linkSent',
      targetType: 'booking',
      targetId: row.booking.id,
      details: { channel: record.channel, sentTo: record.sentTo },
    });
    return record;
  });
}

/**
 * The link and its booking while the link works; `afterUse` also opens a link that was used to book, for the
 * calendar file of that booking (until the link's own expiry). Unknown, used or expired links answer 410
 * bookingLinkInvalid; the link of an order that is no longer open or of a cancelled visit answers 410 with
 * the spec's applicationClosed, as the interview and questionnaire links do.
 */
async function openLink(deps: AppDeps, token: string, { afterUse = false } = {}) {
  const link = await repo.findLinkByHash(deps.db, hashToken(token));
  const now = nowOf(deps);
  if (!link || (link.usedAt && !afterUse) || link.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(ErrorKey.bookingLinkInvalid, 410);
  }
  const row = await repo.findBookingWithContext(deps.db, link.bookingId);
  if (!row) throw new AppError(ErrorKey.bookingLinkInvalid, 410);
  if (row.order.status !== 'Open' || row.booking.visitStatus === 'CANCELLED') {
    throw new AppError(ErrorKey.applicationClosed, 410);
  }
  return { link, row, now };
}

async function toPublicRecord(
  db: Db,
  link: repo.BookingLinkRow,
  row: repo.BookingWithContext,
): Promise<PublicBookingRecord> {
  const booked = row.booking.visitStatus !== 'INCOMPLETE';
  const callInstead = !booked && (await visitOf(db, row)).callInstead;
  return {
    state: booked ? 'BOOKED' : callInstead ? 'CALL_INSTEAD' : 'OPEN',
    locale: mapLocale(link.locale) ?? 'en',
    address: row.case.addressFull,
    departmentName: row.branchName,
    contactName: link.contactName,
    timeZone: timeZoneOfCountry(row.countryCode),
    booking: booked ? toBookingRecord(row) : null,
  };
}

export async function getPublicBooking(deps: AppDeps, token: string): Promise<PublicBookingRecord> {
  const { link, row } = await openLink(deps, token);
  return toPublicRecord(deps.db, link, row);
}

/** The booked visit for the contact person's calendar, also once the link was used; 404 while nothing is booked. */
export async function getPublicBookingCalendar(deps: AppDeps, token: string): Promise<string> {
  const { link, row } = await openLink(deps, token, { afterUse: true });
  const record = await toPublicRecord(deps.db, link, row);
  const file = bookingCalendarFile(record, new URL(deps.config.publicUrl).host);
  if (!file) throw new AppError(ErrorKey.notFound, 404);
  return file;
}

export async function getPublicProposals(deps: AppDeps, token: string): Promise<BookingProposals> {
  const { row, now } = await openLink(deps, token);
  return proposalsOf(deps.db, row, now);
}

/** The contact person's choice: third-party primary confirmed; the link is used up. */
export async function confirmPublicProposal(
  deps: AppDeps,
  token: string,
  proposalId: string,
): Promise<PublicBookingRecord> {
  const { link, row, now } = await openLink(deps, token);
  if (row.booking.visitStatus !== 'INCOMPLETE') throw new AppError(ErrorKey.bookingAlreadyMade, 409);
  const booked = await confirmSlot(deps.db, row.booking.id, proposalId, {
    now,
    type: () => 'THIRD_PARTY_PRIMARY_CONFIRMED',
    actingUserId: null,
    onBooked: (tx) => repo.markLinkUsed(tx, link.id, now),
  });
  await sendConfirmation(deps, link, booked);
  return toPublicRecord(deps.db, link, booked);
}

/** Tells the contact person the booked time on the link's channel; a failure is logged, the booking stands. */
async function sendConfirmation(deps: AppDeps, link: repo.BookingLinkRow, row: repo.BookingWithContext) {
  const start = row.booking.planningFrameStart;
  if (!start) return;
  // In the language the link was sent in, at the time where the property is.
  const told = languageAndZoneOfContact({ locale: row.branchLocale, countryCode: row.countryCode });
  const reader = { locale: mapLocale(link.locale) ?? told.locale, timeZone: told.timeZone };
  const text = confirmedText(reader.locale, row.case.addressFull, formatMoment(start, reader));
  try {
    if (link.channel === 'SMS') await deps.sms.send({ to: link.sentTo, text });
    else await deps.mailer.send({ to: link.sentTo, subject: text, text });
  } catch (error) {
    deps.logger.error({ err: error, bookingId: row.booking.id }, 'booking confirmation could not be sent');
  }
}

/**
 * docs/product.md: links not used within 5 working days (in the department's country; weekends and
 * public holidays not counted) are marked for a call by the provider. Applies to every country. Returns how
 * many were marked.
 */
export async function markUnansweredLinksForCall(db: Db, now: Date): Promise<number> {
  // Five working days are at least five calendar days, so older links are the only candidates.
  const candidates = await repo.findUnansweredLinks(db, new Date(now.getTime() - 5 * 86_400_000));
  const due = candidates.filter(
    ({ link, countryCode }) =>
      addWorkingDays(link.sentAt, countryCode, CALL_AFTER_WORKING_DAYS).getTime() <= now.getTime(),
  );
  await repo.markLinksCallNeeded(
    db,
    due.map(({ link }) => link.id),
    now,
  );
  return due.length;
}
