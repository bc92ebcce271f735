import { ErrorKey, errorMessages, ruleMessages } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHub, refusal } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { InviteUserDialog } from './invite-user-dialog.tsx';

const DEPARTMENTS = [
  { id: 1, name: 'Nordbolig København' },
  { id: 2, name: 'Nordbolig Aarhus' },
];

function renderDialog(onClose = vi.fn()) {
  const rendered = renderInPortal(
    <InviteUserDialog open departments={DEPARTMENTS} locale="da" onClose={onClose} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Invitér bruger' }));
  return { ...rendered, dialog };
}

describe('InviteUserDialog', () => {
  it('shows each missing field its own Danish message and sends nothing', async () => {
    const hub = fakeHub();
    const { user, dialog } = renderDialog();

    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    expect(messageOf(dialog.getByLabelText('E-mail'))).toContain(ruleMessages.da['rules.required']);
    expect(messageOf(dialog.getByRole('group'))).toBe('Vælg mindst én afdeling til den inviterede bruger.');
    expect(hub.calls).toEqual([]);
  });

  it('puts the hub refusing the address under the e-mail field', async () => {
    const hub = fakeHub({
      'POST /api/User/Invitation': refusal(
        ErrorKey.inviteOwnAccount,
        { email: ErrorKey.inviteOwnAccount },
        403,
      ),
    });
    const onClose = vi.fn();
    const { user, dialog } = renderDialog(onClose);

    await user.type(dialog.getByLabelText('E-mail'), 'me@nordbolig.dk');
    await user.click(dialog.getByRole('checkbox', { name: 'Nordbolig Aarhus' }));
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    await screen.findByText(errorMessages.da[ErrorKey.inviteOwnAccount]);
    expect(messageOf(dialog.getByLabelText('E-mail'))).toBe(errorMessages.da[ErrorKey.inviteOwnAccount]);
    expect(hub.callsTo('POST', '/api/User/Invitation')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the invitation with the chosen departments and admin access, then closes', async () => {
    const hub = fakeHub({
      'POST /api/User/Invitation': ({ body }) => ({ body: { id: 'i-1', ...(body as object) } }),
    });
    const onClose = vi.fn();
    const { user, dialog } = renderDialog(onClose);

    await user.type(dialog.getByLabelText('E-mail'), 'ny@nordbolig.dk');
    await user.type(dialog.getByLabelText('Fornavn'), 'Ida');
    await user.type(dialog.getByLabelText('Efternavn'), 'Holm');
    await user.click(dialog.getByRole('checkbox', { name: 'Nordbolig Aarhus' }));
    await user.click(dialog.getByRole('switch', { name: 'Administrator i Nordbolig Aarhus' }));
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitationen er sendt til ny@nordbolig.dk.')).toBeTruthy();
    expect(hub.callsTo('POST', '/api/User/Invitation').map((call) => call.body)).toEqual([
      {
        email: 'ny@nordbolig.dk',
        firstName: 'Ida',
        lastName: 'Holm',
        locale: 'da',
        branches: [{ id: 2, isAdmin: true }],
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });
});
