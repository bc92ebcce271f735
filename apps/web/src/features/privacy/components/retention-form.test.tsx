import { ruleMessages } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHub, refusal } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { RetentionForm } from './retention-form.tsx';

const PATH = '/api/branches/7/retention';
const retention = { branchId: 7, personalDataMonths: 24, isDefault: true, updatedAt: null };

describe('RetentionForm', () => {
  it('saves the months typed and says so', async () => {
    const hub = fakeHub({
      [`PUT ${PATH}`]: { body: { ...retention, personalDataMonths: 36, isDefault: false } },
    });
    const { user } = renderInPortal(<RetentionForm retention={retention} />);

    const months = screen.getByLabelText('Gem persondata i');
    await user.clear(months);
    await user.type(months, '36');
    await user.click(screen.getByRole('button', { name: 'Gem periode' }));

    expect(await screen.findByText('Perioden er gemt.')).toBeTruthy();
    expect(hub.callsTo('PUT', PATH).map((call) => call.body)).toEqual([{ personalDataMonths: 36 }]);
  });

  it('refuses an empty period next to the field before asking the hub', async () => {
    const hub = fakeHub();
    const { user } = renderInPortal(<RetentionForm retention={retention} />);

    await user.clear(screen.getByLabelText('Gem persondata i'));
    await user.click(screen.getByRole('button', { name: 'Gem periode' }));

    expect(messageOf(screen.getByLabelText('Gem persondata i'))).toContain(ruleMessages.da['rules.required']);
    expect(hub.calls).toEqual([]);
  });

  it("shows the hub's refusal of the period under the field", async () => {
    fakeHub({ [`PUT ${PATH}`]: refusal('errors.badRequest', { personalDataMonths: 'rules.number.max' }) });
    const { user } = renderInPortal(<RetentionForm retention={retention} />);

    const months = screen.getByLabelText('Gem persondata i');
    await user.clear(months);
    await user.type(months, '60');
    await user.click(screen.getByRole('button', { name: 'Gem periode' }));

    await screen.findByText(/Må højst være/);
    expect(messageOf(months)).toContain('Må højst være');
  });
});
