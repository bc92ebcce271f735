import { type MaterialRights, ruleMessages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHub, refusal } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { MaterialRightsDialog } from './material-rights-dialog.tsx';

const CASE_ID = '5b0c3f4e-8a51-4c7b-9d0e-2f6a1b3c4d5e';
const MATERIAL_IDS = ['0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b', '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d'];
const SAVE = `PUT /api/cases/${CASE_ID}/assets/rights`;
const RIGHTS: MaterialRights = {
  credit: 'Kari Nordmann',
  licence: 'SALE_MARKETING',
  licenceText: null,
  expiresOn: '2027-03-14',
  expired: false,
};

function renderDialog(onClose = vi.fn()) {
  const rendered = renderInPortal(
    <MaterialRightsDialog caseId={CASE_ID} materialIds={MATERIAL_IDS} initial={RIGHTS} onClose={onClose} />,
  );
  return { ...rendered, onClose };
}

describe('the usage rights of chosen delivered material', () => {
  it('asks for the words of a custom licence next to that field, and sends nothing until they are given', async () => {
    const hub = fakeHub({ [SAVE]: { body: [] } });
    const { user, onClose } = renderDialog();
    expect(screen.queryByLabelText('Licens med egne ord')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Licens' }));
    await user.click(await screen.findByTitle('Særlig licens'));
    const words = await screen.findByLabelText('Licens med egne ord');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    await waitFor(() => expect(messageOf(words)).toBe(ruleMessages.da['rules.required']));
    expect(hub.callsTo('PUT', `/api/cases/${CASE_ID}/assets/rights`)).toHaveLength(0);

    await user.type(words, 'Kun sælgerens salgsmappe');
    await user.clear(screen.getByLabelText('Kreditering'));
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(hub.callsTo('PUT', `/api/cases/${CASE_ID}/assets/rights`)[0]?.body).toEqual({
      materialIds: MATERIAL_IDS,
      licence: 'CUSTOM',
      licenceText: 'Kun sælgerens salgsmappe',
      credit: null,
      expiresOn: '2027-03-14',
    });
  });

  it('puts the hub’s refusal of a field next to that field and stays open', async () => {
    fakeHub({ [SAVE]: refusal('errors.badRequest', { expiresOn: 'rules.type' }) });
    const { user, onClose } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Gem' }));

    const lastDay = screen.getByLabelText('Sidste brugsdag');
    await waitFor(() => expect(messageOf(lastDay)).toBe(ruleMessages.da['rules.type']));
    expect(onClose).not.toHaveBeenCalled();
  });
});
