import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHub } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { signedInSession } from '@/test/signed-in-user.ts';
import { WaitingOrdersTable } from './waiting-orders-table.tsx';

const WAITING = {
  orderId: '6a4d1c1e-8f0e-4a51-9d55-0b3c6f1d2e01',
  salesId: 'SO-WAIT2345',
  caseId: 'c1',
  address: 'Strandvejen 12, 2900 Hellerup',
  branchId: 1,
  branchName: 'Nordbolig København',
  orderer: 'Anne Agent',
  amount: 5700,
  currency: 'DKK',
  placedAt: '2026-06-15T10:00:00.000Z',
  reasons: ['THRESHOLD'],
};

const decision = (state: string) => ({
  body: {
    orderId: WAITING.orderId,
    status: state === 'APPROVED' ? 'Open' : 'Cancelled',
    approval: {
      state,
      reasons: ['THRESHOLD'],
      requestedAt: WAITING.placedAt,
      decidedAt: WAITING.placedAt,
      decidedBy: 'Bo',
      rejectionReason: null,
    },
  },
});

describe('the orders waiting for approval', () => {
  it('lists each with its amount and reason, and approves one after asking', async () => {
    const hub = fakeHub({
      ...signedInSession,
      'GET /api/approvals': { body: { data: [WAITING] } },
      [`POST /api/orders/${WAITING.orderId}/approve`]: decision('APPROVED'),
    });
    const { user } = renderInPortal(<WaitingOrdersTable />);
    const row = (await screen.findByText('SO-WAIT2345')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('5.700');
    expect(row.textContent).toContain('Over grænsen');

    await user.click(within(row).getByRole('button', { name: 'Godkend ordre SO-WAIT2345' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Strandvejen 12, 2900 Hellerup');
    await user.click(within(dialog).getByRole('button', { name: 'Godkend' }));

    await waitFor(() =>
      expect(hub.callsTo('POST', `/api/orders/${WAITING.orderId}/approve`)).toHaveLength(1),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Ordre SO-WAIT2345 er godkendt');
  });

  it('asks for a reason before rejecting, next to its field, and sends it', async () => {
    const hub = fakeHub({
      ...signedInSession,
      'GET /api/approvals': { body: { data: [WAITING] } },
      [`POST /api/orders/${WAITING.orderId}/reject`]: decision('REJECTED'),
    });
    const { user } = renderInPortal(<WaitingOrdersTable />);
    await user.click(await screen.findByRole('button', { name: 'Afvis ordre SO-WAIT2345' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('Begrundelse');

    await user.click(within(dialog).getByRole('button', { name: 'Afvis' }));
    await waitFor(() => expect(messageOf(reason)).toBe('Dette felt skal udfyldes'));
    expect(hub.callsTo('POST', `/api/orders/${WAITING.orderId}/reject`)).toEqual([]);

    await user.type(reason, 'Over budgettet denne måned');
    await user.click(within(dialog).getByRole('button', { name: 'Afvis' }));
    await waitFor(() =>
      expect(hub.callsTo('POST', `/api/orders/${WAITING.orderId}/reject`).map((call) => call.body)).toEqual([
        { reason: 'Over budgettet denne måned' },
      ]),
    );
  });
});
