import { localParts, zonedInstant } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { parseNotes, visitDurationMinutes } from './booking-rules.ts';
import { type CalendarInput, findProposedSlot, freeSlots, pickProposals, proposalIdOf } from './proposals.ts';
import { addWorkingDays } from './zoned-time.ts';

const zone = 'Europe/Copenhagen';
const anna = {
  id: 'anna',
  name: 'Anna',
  workingDays: [1, 2, 3, 4, 5],
  workStartMinute: 8 * 60,
  workEndMinute: 16 * 60,
  homePostalCode: '2900',
};
const bo = { ...anna, id: 'bo', name: 'Bo', homePostalCode: '8000' };
// Wednesday 4 March 2026, 10:00 in Copenhagen.
const now = zonedInstant('2026-03-04', 10 * 60, zone);
const input = (changes: Partial<CalendarInput> = {}): CalendarInput => ({
  now,
  countryCode: 'DK',
  timeZone: zone,
  durationMinutes: 90,
  postalCode: '2100',
  photographers: [anna, bo],
  visits: [],
  ...changes,
});

describe('visit duration', () => {
  it('is 30 minutes plus 15 per started 5 images plus each extra once, in quarter hours', () => {
    expect(visitDurationMinutes([{ itemNumber: 'PHOTO-20', productName: 'x', orderedQuantity: 1 }])).toBe(90);
    expect(
      visitDurationMinutes([
        { itemNumber: 'PHOTO-10', productName: 'x', orderedQuantity: 1 },
        { itemNumber: 'DRONE', productName: 'x', orderedQuantity: 2 },
        { itemNumber: 'VIDEO', productName: 'x', orderedQuantity: 1 },
      ]),
    ).toBe(30 + 30 + 30 + 60);
    expect(
      visitDurationMinutes([{ itemNumber: null, productName: 'Photography 20 images', orderedQuantity: 1 }]),
    ).toBe(90);
    expect(visitDurationMinutes([])).toBe(30);
  });
});

describe('notes', () => {
  it('splits lines, takes leading timestamps out and the m2 line as the area', () => {
    const parsed = parseNotes(
      '142 m2\n2026-03-01T09:15Z Ring on the door\n\n03.03.2026 14:00 - Dog in the garden\nKeys at the neighbour',
      zone,
    );
    expect(parsed.area).toBe(142);
    expect(parsed.notes).toEqual([
      { at: '2026-03-01T09:15:00.000Z', text: 'Ring on the door' },
      { at: '2026-03-03T13:00:00.000Z', text: 'Dog in the garden' },
      { at: null, text: 'Keys at the neighbour' },
    ]);
    expect(parseNotes(null, zone)).toEqual({ notes: [], area: null });
  });

  it('keeps a comment that ends in an area as the office wrote it', () => {
    expect(parseNotes('Lejlighed på 112 m²\n3-værelses – 112 m² #vesterbro 🏡', zone)).toEqual({
      area: null,
      notes: [
        { at: null, text: 'Lejlighed på 112 m²' },
        { at: null, text: '3-værelses – 112 m² #vesterbro 🏡' },
      ],
    });
    expect(parseNotes('85,5 m²\nStue på 30 m2', zone)).toEqual({
      area: 85.5,
      notes: [{ at: null, text: 'Stue på 30 m2' }],
    });
  });
});

describe('proposals', () => {
  it('starts on the next working day at the start of work, nearest photographer first', () => {
    const { suggested, others } = pickProposals(input());
    expect(suggested?.start.toISOString()).toBe(zonedInstant('2026-03-05', 8 * 60, zone).toISOString());
    expect(suggested?.photographer.id).toBe('anna');
    expect(others.length).toBeLessThanOrEqual(20);
    expect(others.length).toBeGreaterThan(10);
  });

  it('skips weekends, stays within 10 working days and inside working hours', () => {
    const friday = zonedInstant('2026-03-06', 12 * 60, zone);
    const slots = freeSlots(input({ now: friday }));
    const days = new Set(slots.map((slot) => slot.start.toISOString().slice(0, 10)));
    expect(days.has('2026-03-07')).toBe(false);
    expect(days.has('2026-03-08')).toBe(false);
    expect([...days].sort()[0]).toBe('2026-03-09');
    expect(days.size).toBe(10);
    const last = addWorkingDays(friday, 'DK', 10);
    for (const slot of slots) {
      expect(slot.start.getTime()).toBeLessThan(last.getTime() + 86_400_000);
      expect(slot.end.getTime()).toBeLessThanOrEqual(zonedInstant('2026-03-20', 16 * 60, zone).getTime());
    }
  });

  it('proposes no time on the public holidays of the country', () => {
    const days = (changes: Partial<CalendarInput>) =>
      new Set(freeSlots(input(changes)).map((slot) => localParts(slot.start, changes.timeZone ?? zone).day));
    // Ascension Day, Thursday 14 May 2026, is a public holiday in Denmark: Wednesday's next day is Friday.
    const ascension = days({ now: zonedInstant('2026-05-13', 10 * 60, zone) });
    expect(ascension.has('2026-05-14')).toBe(false);
    expect([...ascension].sort()[0]).toBe('2026-05-15');
    // Christmas: Christmas Day (and in Sweden Christmas Eve and New Year's Eve) are days off.
    const danishChristmas = days({ now: zonedInstant('2026-12-22', 10 * 60, zone) });
    expect(danishChristmas.has('2026-12-25')).toBe(false);
    expect(danishChristmas.has('2027-01-01')).toBe(false);
    expect(danishChristmas.has('2026-12-28')).toBe(true);
    const stockholm = 'Europe/Stockholm';
    const swedishChristmas = days({
      countryCode: 'SE',
      timeZone: stockholm,
      now: zonedInstant('2026-12-22', 10 * 60, stockholm),
    });
    for (const day of ['2026-12-24', '2026-12-25', '2026-12-31', '2027-01-01', '2027-01-06']) {
      expect(swedishChristmas.has(day)).toBe(false);
    }
    // Norway's Constitution Day, Monday 17 May 2027.
    expect(
      days({ countryCode: 'NO', now: zonedInstant('2027-05-14', 10 * 60, zone) }).has('2027-05-17'),
    ).toBe(false);
  });

  it('counts working days without public holidays', () => {
    // Sent on Maundy Thursday eve 2026 in Denmark: Thursday, Good Friday and Easter Monday are days off.
    const sent = zonedInstant('2026-04-01', 12 * 60, zone);
    expect(addWorkingDays(sent, 'DK', 5).toISOString()).toBe(
      zonedInstant('2026-04-13', 12 * 60, zone).toISOString(),
    );
  });

  it('keeps travel time around existing visits', () => {
    const start = zonedInstant('2026-03-05', 10 * 60, zone);
    const visits = [{ photographerId: 'anna', start, end: new Date(start.getTime() + 60 * 60_000) }];
    const annaThursday = freeSlots(input({ visits, photographers: [anna] }))
      .filter((slot) => slot.start.toISOString().startsWith('2026-03-05'))
      .map((slot) => slot.start.toISOString().slice(11, 16));
    // 90 minutes + 30 travel must end by 10:00 local (09:00Z); the next start is 11:30 local (10:30Z).
    expect(annaThursday.slice(0, 3)).toEqual(['07:00', '10:30', '11:00']);
  });

  it('verifies a proposalId against the calendar', () => {
    const { suggested } = pickProposals(input());
    if (!suggested) throw new Error('no proposal');
    const id = proposalIdOf(suggested);
    expect(findProposedSlot(input(), id)?.photographer.id).toBe('anna');
    expect(findProposedSlot(input(), 'anna.zzzz')).toBeNull();
    const taken = [{ photographerId: 'anna', start: suggested.start, end: suggested.end }];
    expect(findProposedSlot(input({ visits: taken }), id)).toBeNull();
  });
});
