import { localParts, zonedInstant } from '@portal/contracts';
import { nextWorkingDays } from './zoned-time.ts';

export interface CalendarPhotographer {
  id: string;
  name: string;
  workingDays: number[];
  workStartMinute: number;
  workEndMinute: number;
  homePostalCode: string;
}

/** A visit already in a photographer's calendar. */
export interface CalendarVisit {
  photographerId: string;
  start: Date;
  end: Date;
}

export interface CalendarInput {
  now: Date;
  /** The department's country: its public holidays are not proposed. */
  countryCode: string;
  timeZone: string;
  durationMinutes: number;
  postalCode: string;
  photographers: CalendarPhotographer[];
  visits: CalendarVisit[];
}

export interface Slot {
  photographer: CalendarPhotographer;
  start: Date;
  end: Date;
}

/** Minutes a photographer needs between two visits, whatever the addresses (a simple, safe model). */
export const TRAVEL_MINUTES = 30;
/** Proposals start on the half hour. */
const GRID_MINUTES = 30;
/** Days proposed: the working days after today (so at least one working day ahead). */
export const PROPOSAL_WORKING_DAYS = 10;
const OTHERS_MAX = 20;
const OTHERS_PER_DAY_MAX = 3;
/** Proposals of one day are at least this far apart, so a day offers morning, midday and afternoon. */
const OTHERS_GAP_MINUTES = 120;
const MINUTE = 60_000;

/** The photographers living nearest the address first: the postal codes of the Nordic countries are regional. */
function byDistance(photographers: CalendarPhotographer[], postalCode: string) {
  const target = Number.parseInt(postalCode, 10) || 0;
  const distance = (item: CalendarPhotographer) =>
    Math.abs((Number.parseInt(item.homePostalCode, 10) || 0) - target);
  return [...photographers].sort((a, b) => distance(a) - distance(b) || a.name.localeCompare(b.name));
}

/** Whether the photographer is free from start to end, with travel time to and from their other visits. */
export function isFree(visits: CalendarVisit[], photographerId: string, start: Date, end: Date) {
  const travel = TRAVEL_MINUTES * MINUTE;
  return visits.every(
    (visit) =>
      visit.photographerId !== photographerId ||
      start.getTime() >= visit.end.getTime() + travel ||
      end.getTime() + travel <= visit.start.getTime(),
  );
}

/**
 * Every free slot of every photographer: on the working days proposed (not on the country's public
 * holidays), inside the photographer's working days and hours, on the half-hour grid, with travel time to
 * and from the visits already planned. Ordered by start, then by the photographer's distance.
 */
export function freeSlots(input: CalendarInput): Slot[] {
  const { timeZone, durationMinutes } = input;
  const photographers = byDistance(input.photographers, input.postalCode);
  const slots: Slot[] = [];
  for (const day of nextWorkingDays(input.now, input.countryCode, PROPOSAL_WORKING_DAYS)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
    const firstMinute = Math.min(...photographers.map((item) => item.workStartMinute));
    for (let minute = firstMinute; minute < 24 * 60; minute += GRID_MINUTES) {
      for (const photographer of photographers) {
        if (!photographer.workingDays.includes(weekday)) continue;
        if (minute < photographer.workStartMinute || minute + durationMinutes > photographer.workEndMinute)
          continue;
        const start = zonedInstant(day, minute, timeZone);
        const end = new Date(start.getTime() + durationMinutes * MINUTE);
        if (isFree(input.visits, photographer.id, start, end)) slots.push({ photographer, start, end });
      }
    }
  }
  return slots;
}

/**
 * One proposal per start time (the nearest free photographer); the earliest is suggested, the others are
 * spread over the days (at most 3 a day, 20 in all) so the contact person sees a choice of days.
 */
export function pickProposals(input: CalendarInput): { suggested: Slot | null; others: Slot[] } {
  const byStart = new Map<number, Slot>();
  for (const slot of freeSlots(input)) {
    if (!byStart.has(slot.start.getTime())) byStart.set(slot.start.getTime(), slot);
  }
  const [suggested, ...rest] = byStart.values();
  const perDay = new Map<string, Slot[]>();
  if (suggested) perDay.set(localParts(suggested.start, input.timeZone).day, [suggested]);
  const others: Slot[] = [];
  for (const slot of rest) {
    if (others.length >= OTHERS_MAX) break;
    const day = localParts(slot.start, input.timeZone).day;
    const chosen = perDay.get(day) ?? [];
    const last = chosen[chosen.length - 1];
    if (chosen.length >= OTHERS_PER_DAY_MAX) continue;
    if (last && slot.start.getTime() - last.start.getTime() < OTHERS_GAP_MINUTES * MINUTE) continue;
    perDay.set(day, [...chosen, slot]);
    others.push(slot);
  }
  return { suggested: suggested ?? null, others };
}

/** proposalId: the photographer and the start, so a confirmation can be checked against the calendar. */
export const proposalIdOf = (slot: { photographer: { id: string }; start: Date }) =>
  `${slot.photographer.id}.${slot.start.getTime().toString(36)}`;

/** The free slot a proposalId names, or null when it is made up, malformed or no longer free. */
export function findProposedSlot(input: CalendarInput, proposalId: string): Slot | null {
  return freeSlots(input).find((slot) => proposalIdOf(slot) === proposalId) ?? null;
}
