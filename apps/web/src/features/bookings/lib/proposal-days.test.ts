import type { BookingProposal } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { groupByDay } from './proposal-days.ts';

const slot = (proposalId: string, expectedStart: string): BookingProposal =>
  ({ proposalId, expectedStart, departure: expectedStart, photographerName: 'Ida' }) as BookingProposal;

describe('the booking calendar’s days', () => {
  it('puts each free time on the reader’s own calendar day, earliest first', () => {
    const days = groupByDay(
      [
        slot('late', '2026-11-24T23:30:00Z'),
        slot('noon', '2026-11-24T11:00:00Z'),
        slot('morning', '2026-11-24T07:00:00Z'),
      ],
      'Europe/Copenhagen',
    );
    expect(days.map((day) => [day.key, day.proposals.map((proposal) => proposal.proposalId)])).toEqual([
      ['2026-11-24', ['morning', 'noon']],
      // 23:30 UTC is already the next morning in Copenhagen.
      ['2026-11-25', ['late']],
    ]);
  });

  it('follows the reader’s time zone, not the photographer’s', () => {
    const days = groupByDay([slot('late', '2026-11-24T23:30:00Z')], 'America/New_York');
    expect(days.map((day) => day.key)).toEqual(['2026-11-24']);
  });
});
