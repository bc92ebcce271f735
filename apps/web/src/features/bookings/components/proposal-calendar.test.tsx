import type { BookingProposal, BookingProposals } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInPortal } from '@/test/render.tsx';
import { ProposalCalendar } from './proposal-calendar.tsx';

const proposal = (id: string, start: string, photographerName: string): BookingProposal => ({
  proposalId: id,
  expectedStart: start,
  departure: start,
  durationMinutes: 60,
  timeframeStart: start,
  timeframeEnd: start,
  notes: [],
  area: null,
  photographerName,
});

const TIMES: BookingProposals = {
  suggested: proposal('p1.a', '2026-12-01T08:00:00Z', 'Anna Foto'),
  others: [proposal('p2.b', '2026-12-02T09:00:00Z', 'Bo Billede')],
  durationMinutes: 60,
};

const answered = (data: BookingProposals, isFetching: boolean) =>
  ({ isPending: false, isError: false, data, isFetching }) as UseQueryResult<BookingProposals>;

describe('ProposalCalendar', () => {
  it('confirms the time chosen, in two steps', async () => {
    const onConfirm = vi.fn();
    const { user } = renderInPortal(
      <ProposalCalendar proposals={answered(TIMES, false)} pending={false} onConfirm={onConfirm} />,
    );
    const confirm = screen.getByRole('button', { name: 'Bekræft tidspunkt' });
    expect(confirm).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: /Bo Billede/ }));
    await user.click(confirm);

    expect(onConfirm).toHaveBeenCalledWith(TIMES.others[0]);
  });

  it('lets nothing be chosen while fresh times load, and forgets a chosen time they no longer hold', async () => {
    const { user } = renderInPortal(<Changing />);
    await user.click(screen.getByRole('button', { name: /Anna Foto/ }));
    const confirm = screen.getByRole('button', { name: 'Bekræft tidspunkt' });
    expect(confirm).toHaveProperty('disabled', false);

    act(() => showProposals(answered(TIMES, true)));
    expect(screen.getByRole('button', { name: /Anna Foto/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Bo Billede/ })).toHaveProperty('disabled', true);
    expect(confirm).toHaveProperty('disabled', true);

    const fresh = { ...TIMES, suggested: proposal('p2.a', '2026-12-01T08:00:00Z', 'Carl Kamera') };
    act(() => showProposals(answered(fresh, false)));
    expect(screen.getByRole('button', { name: /Carl Kamera/ })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { pressed: true })).toBeNull();
    expect(confirm).toHaveProperty('disabled', true);
  });
});

let showProposals: (next: UseQueryResult<BookingProposals>) => void = () => undefined;

/** The calendar as the page holds it, with answers the test hands in. */
function Changing() {
  const [proposals, setProposals] = useState(answered(TIMES, false));
  showProposals = setProposals;
  return <ProposalCalendar proposals={proposals} pending={false} onConfirm={() => undefined} />;
}
