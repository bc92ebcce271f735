import {
  type CountryCode,
  ErrorKey,
  type SupportContactRecord,
  type SupportMessageBody,
  timeZoneOfCountry,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { SUPPORT_DEFAULTS } from '../../config.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { isPublicHoliday } from '../bookings/public-holidays.ts';
import { findBranchById } from '../branches/branches.service.ts';
import { listBranchContacts } from '../dashboard/dashboard.service.ts';
import { supportMessageMail } from './support.mails.ts';
import * as repo from './support.repo.ts';

const supportPhone = (deps: AppDeps) => deps.config.SUPPORT_PHONE ?? SUPPORT_DEFAULTS.phone;
const supportEmail = (deps: AppDeps) => deps.config.SUPPORT_EMAIL ?? SUPPORT_DEFAULTS.email;

/** One of the actor's departments; another one answers 404, as if it did not exist. */
async function accessibleBranch(deps: AppDeps, actor: Actor, branchId: number) {
  const branch = actor.access.has(branchId) ? await findBranchById(deps.db, branchId) : undefined;
  if (!branch) throw new AppError(ErrorKey.notFound, 404);
  return branch;
}

/**
 * The country's days off (YYYY-MM-DD) of this year and the next, from the holiday calendar bookings use,
 * so the portal can tell "open now" at its own clock without a holiday library of its own.
 */
function daysOffOf(countryCode: string, now: Date): string[] {
  const days: string[] = [];
  const first = Date.UTC(now.getUTCFullYear(), 0, 1);
  const end = Date.UTC(now.getUTCFullYear() + 2, 0, 1);
  for (let time = first; time < end; time += 86_400_000) {
    const day = new Date(time).toISOString().slice(0, 10);
    if (isPublicHoliday(day, countryCode)) days.push(day);
  }
  return days;
}

/** The support page of one of the user's departments: its contact person, the provider's support, hours. */
export async function getSupportContact(
  deps: AppDeps,
  actor: Actor,
  branchId: number,
): Promise<SupportContactRecord> {
  const branch = await accessibleBranch(deps, actor, branchId);
  const [contact] = await listBranchContacts(deps, actor, branchId);
  return {
    branchId: branch.id,
    branchName: branch.name,
    countryCode: branch.countryCode as CountryCode,
    timeZone: timeZoneOfCountry(branch.countryCode),
    contactPerson: contact ? { name: contact.name, email: contact.email, phone: contact.phone } : null,
    supportPhone: supportPhone(deps),
    supportEmail: supportEmail(deps),
    daysOff: daysOffOf(branch.countryCode, nowOf(deps)),
  };
}

/** Mails the user's message to the provider's support, with the department and page it was written from. */
export async function sendSupportMessage(
  deps: AppDeps,
  actor: Actor,
  body: SupportMessageBody,
): Promise<void> {
  const branch = await accessibleBranch(deps, actor, body.branchId);
  const sender = await repo.findSender(deps.db, actor.userId);
  if (!sender) throw new AppError(ErrorKey.notFound, 404);
  await deps.mailer.send(
    supportMessageMail({
      supportEmail: supportEmail(deps),
      senderName: `${sender.firstName} ${sender.lastName}`.trim(),
      senderEmail: sender.email,
      department: branch.name,
      fromPage: body.fromPage,
      subject: body.subject,
      message: body.message,
    }),
  );
  actor.logger.info({ branchId: branch.id }, 'support message sent');
}
