import type { BookingProposal } from '@portal/contracts';
import { calendarDay } from '@/lib/format.ts';

export interface ProposalDay {
  /** The calendar day in the reader's time zone (YYYY-MM-DD), so a slot after 23:00 UTC lands right. */
  key: string;
  proposals: BookingProposal[];
}

/** Proposals grouped into the reader's calendar days, earliest first, each day's slots in time order. */
export function groupByDay(proposals: BookingProposal[], timeZone?: string): ProposalDay[] {
  const days = new Map<string, BookingProposal[]>();
  const sorted = [...proposals].sort((a, b) => Date.parse(a.expectedStart) - Date.parse(b.expectedStart));
  for (const proposal of sorted) {
    const key = calendarDay(proposal.expectedStart, timeZone);
    days.set(key, [...(days.get(key) ?? []), proposal]);
  }
  return [...days.entries()].map(([key, list]) => ({ key, proposals: list }));
}
