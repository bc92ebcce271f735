import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHub, refusal } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { SpendPolicyForm } from './spend-policy-form.tsx';

const POLICY = { branchId: 7, currency: 'DKK', monthlyBudget: 25000, approvalThreshold: null };

describe('a department’s spending rules', () => {
  it('sends the budget and threshold, an empty field as none, and says they are saved', async () => {
    const hub = fakeHub({
      'PUT /api/branches/7/spend-policy': ({ body }) => ({ body: { ...POLICY, ...(body as object) } }),
    });
    const { user } = renderInPortal(<SpendPolicyForm policy={POLICY} />);
    const budget = screen.getByLabelText('Månedligt markedsføringsbudget');
    const threshold = screen.getByLabelText('Godkendelsesgrænse pr. ordre');
    expect((budget as HTMLInputElement).value).toBe('25000.00');

    await user.clear(budget);
    await user.type(threshold, '8000');
    await user.click(screen.getByRole('button', { name: 'Gem regler for udgifter' }));

    await waitFor(() =>
      expect(hub.callsTo('PUT', '/api/branches/7/spend-policy').map((call) => call.body)).toEqual([
        { monthlyBudget: null, approvalThreshold: 8000 },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toContain('Reglerne for udgifter er gemt.');
  });

  it('shows the hub’s refusal next to the field it names', async () => {
    fakeHub({
      'PUT /api/branches/7/spend-policy': refusal('errors.badRequest', {
        approvalThreshold: 'rules.number.max',
      }),
    });
    const { user } = renderInPortal(<SpendPolicyForm policy={POLICY} />);
    const threshold = screen.getByLabelText('Godkendelsesgrænse pr. ordre');

    await user.type(threshold, '100');
    await user.click(screen.getByRole('button', { name: 'Gem regler for udgifter' }));

    await waitFor(() => expect(messageOf(threshold)).not.toBe(''));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
