import {
  COUNTRY_TIME_ZONE,
  localParts,
  timeZoneOfCountry,
  toWorkCount,
  UNBOOKED_VISIT_STATUSES,
  type WorkCount,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { ownPhotographerOf } from './photographer-accounts.service.ts';
import { listCallQueue, listPhoneQueue, QUEUE_LIMIT } from './provider-visits.repo.ts';
import { countVisitsOnLocalDays } from './visit-counts.repo.ts';

// The visits' counts on the provider staff's home: the same rules as the calls they link to (visits.manage,
// a photographer's own account its own visits and no booking queue); null for work that is not the caller's.

/** The orders of the "To book" page: its phone queue and its call queue, each as long as the page shows it. */
export async function countVisitsToBook(deps: AppDeps, actor: Actor): Promise<WorkCount | null> {
  if (!actor.permissions.has('visits.manage') || (await ownPhotographerOf(deps, actor))) return null;
  const [phone, calls] = await Promise.all([
    listPhoneQueue(deps.db, UNBOOKED_VISIT_STATUSES),
    listCallQueue(deps.db, UNBOOKED_VISIT_STATUSES),
  ]);
  const bookingIds = new Set([...phone, ...calls].map((row) => row.booking.id));
  return { count: bookingIds.size, more: phone.length >= QUEUE_LIMIT || calls.length >= QUEUE_LIMIT };
}

/** Today's visits, each on its property's clock: a photographer's own, or every photographer's for a planner. */
export async function countVisitsToday(deps: AppDeps, actor: Actor): Promise<WorkCount | null> {
  if (!actor.permissions.has('visits.manage')) return null;
  const own = await ownPhotographerOf(deps, actor);
  const now = nowOf(deps);
  const dayIn = (countryCode: string) => localParts(now, timeZoneOfCountry(countryCode)).day;
  const byCountry = Object.fromEntries(Object.keys(COUNTRY_TIME_ZONE).map((code) => [code, dayIn(code)]));
  return toWorkCount(await countVisitsOnLocalDays(deps.db, { byCountry, otherwise: dayIn('') }, own?.id));
}
