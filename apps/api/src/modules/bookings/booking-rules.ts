import type { BookingNoteEntry, PhoneOnlyReason } from '@portal/contracts';
import { zonedInstant } from '@portal/contracts';

/** An ordered line as far as the visit is concerned. */
export interface VisitLine {
  itemNumber: string | null;
  productName: string;
  orderedQuantity: number;
}

const BASE_MINUTES = 30;
const MINUTES_PER_FIVE_IMAGES = 15;
/** Products that take time at the address beyond the pictures, by item number or name. */
const EXTRA_MINUTES: { item: RegExp; name: RegExp; minutes: number }[] = [
  { item: /^DRONE/i, name: /drone|drön/i, minutes: 30 },
  { item: /^VIDEO/i, name: /video|film/i, minutes: 60 },
  { item: /^MATTERPORT/i, name: /matterport|3d-rundvisning/i, minutes: 60 },
  { item: /^PANO/i, name: /panorama/i, minutes: 30 },
  { item: /^FLOORPLAN/i, name: /floor plan|plantegning|planritning/i, minutes: 30 },
];
/** Longer visits are planned by the booking department by phone. */
export const MAX_ONLINE_MINUTES = 180;

function imagesOf(line: VisitLine): number {
  const fromItem = /^PHOTO-(\d+)$/i.exec(line.itemNumber ?? '');
  if (fromItem) return Number(fromItem[1]);
  if (line.itemNumber) return 0;
  const fromName = /(\d+)\s*(images|billeder|bilder)/i.exec(line.productName);
  return fromName && !/drone|drön/i.test(line.productName) ? Number(fromName[1]) : 0;
}

const extraRuleOf = (line: VisitLine) =>
  EXTRA_MINUTES.find((extra) =>
    line.itemNumber ? extra.item.test(line.itemNumber) : extra.name.test(line.productName),
  );

/**
 * How long the photographer stays: 30 minutes to arrive and look round, 15 per started 5 images, and each
 * extra above once (one drone flight covers any number of drone lines), rounded up to 15 minutes.
 */
export function visitDurationMinutes(lines: VisitLine[]): number {
  const images = lines.reduce((sum, line) => sum + imagesOf(line) * Math.max(1, line.orderedQuantity), 0);
  const extras = new Set(lines.flatMap((line) => extraRuleOf(line) ?? []));
  const extraMinutes = [...extras].reduce((sum, extra) => sum + extra.minutes, 0);
  const total = BASE_MINUTES + Math.ceil(images / 5) * MINUTES_PER_FIVE_IMAGES + extraMinutes;
  return Math.ceil(total / 15) * 15;
}

/** A new booking's notes: the living area ("142 m2", read back as the area) and the office's comment. */
export const initialBookingNotes = (order: {
  livingArea: number | null;
  photographerComment: string | null;
}) =>
  [order.livingArea ? `${order.livingArea} m2` : '', order.photographerComment ?? '']
    .filter(Boolean)
    .join('\n') || null;

/**
 * Why an order cannot be booked online, or null when it can: the keys must be picked up first (the proposals
 * know no detour to fetch them), or the visit is long.
 */
export function phoneOnlyReasonOf(
  order: { keyPickup: boolean },
  durationMinutes: number,
): PhoneOnlyReason | null {
  if (order.keyPickup) return 'KEY_PICKUP';
  return durationMinutes > MAX_ONLINE_MINUTES ? 'LONG_VISIT' : null;
}

/** An order cannot be booked online when the keys must be picked up first or the visit is long. */
export const mustCallInstead = (order: { keyPickup: boolean }, durationMinutes: number) =>
  phoneOnlyReasonOf(order, durationMinutes) !== null;

/**
 * How the visit of an order about to be placed starts, so the order and its booking task are written so at
 * once: a visit only the phone can book is on the provider's list (its booking choice), and its booking task
 * is partly done, as planVisitOfOrder leaves an existing order.
 */
export function newVisitOf(order: { keyPickup: boolean }, lines: VisitLine[]) {
  const durationMinutes = visitDurationMinutes(lines);
  const byPhone = mustCallInstead(order, durationMinutes);
  return {
    durationMinutes,
    bookingChoice: byPhone ? ('PROVIDER_PHONE' as const) : null,
    bookingTaskStatus: byPhone ? ('Partial' as const) : ('Open' as const),
  };
}

// The area alone on its line ("142 m2"); a comment that ends in an area ("Stue på 30 m²") stays a note.
const AREA_LINE = /^(\d+(?:[.,]\d+)?)\s*m(?:2|²)$/i;
const ISO_STAMP =
  /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?\s*[-:|]?\s*/;
const NORDIC_STAMP = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\s+(\d{1,2})[:.](\d{2})\s*[-:|]?\s*/;

function leadingStamp(line: string, timeZone: string): { at: string; rest: string } | null {
  const iso = ISO_STAMP.exec(line);
  if (iso) {
    const [match, day, hours, minutes, zone] = iso as unknown as [string, string, string, string, string?];
    const at = zone
      ? new Date(`${day}T${hours}:${minutes}:00${zone === 'Z' ? 'Z' : zone}`)
      : zonedInstant(day, Number(hours) * 60 + Number(minutes), timeZone);
    if (!Number.isNaN(at.getTime())) return { at: at.toISOString(), rest: line.slice(match.length) };
  }
  const nordic = NORDIC_STAMP.exec(line);
  if (nordic) {
    const [match, dd, mm, yyyy, hh, min] = nordic as unknown as string[];
    const day = `${yyyy}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
    const at = zonedInstant(day, Number(hh) * 60 + Number(min), timeZone);
    if (!Number.isNaN(at.getTime())) return { at: at.toISOString(), rest: line.slice(String(match).length) };
  }
  return null;
}

/**
 * docs/product.md: notes are split on line breaks into entries, each with the timestamp it starts with taken out
 * (times without a zone are read in the department's zone); a line that is an area alone ("142 m2") is the
 * area, not a note.
 */
export function parseNotes(
  notes: string | null,
  timeZone: string,
): { notes: BookingNoteEntry[]; area: number | null } {
  let area: number | null = null;
  const entries: BookingNoteEntry[] = [];
  for (const raw of (notes ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const stamp = leadingStamp(line, timeZone);
    const text = (stamp?.rest ?? line).trim();
    const areaMatch = AREA_LINE.exec(text);
    if (areaMatch && area === null) {
      area = Number(areaMatch[1]?.replace(',', '.'));
      continue;
    }
    if (text) entries.push({ at: stamp?.at ?? null, text });
  }
  return { notes: entries, area };
}
