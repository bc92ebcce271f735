import { ErrorKey, errorMessages, ruleMessages } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHub, refusal } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const PASSWORD_PATH = '/api/User/id/u-1/password';

async function fillIn(user: ReturnType<typeof renderInPortal>['user'], old: string, next: string) {
  await user.type(screen.getByLabelText('Gammel adgangskode'), old);
  await user.type(screen.getByLabelText('Ny adgangskode'), next);
  await user.type(screen.getByLabelText('Gentag adgangskode'), next);
  await user.click(screen.getByRole('button', { name: 'Skift adgangskode' }));
}

describe('ChangePasswordForm', () => {
  it('shows the hub refusing the old password under that field, in Danish, and no banner', async () => {
    const hub = fakeHub({
      [`POST ${PASSWORD_PATH}`]: refusal(ErrorKey.oldPasswordIncorrect, {
        oldPassword: ErrorKey.oldPasswordIncorrect,
      }),
    });
    const { user } = renderInPortal(<ChangePasswordForm userId="u-1" />);

    await fillIn(user, 'not-my-password', 'A-new-password-42');

    const oldField = screen.getByLabelText('Gammel adgangskode');
    await screen.findByText(errorMessages.da[ErrorKey.oldPasswordIncorrect]);
    expect(messageOf(oldField)).toContain('Den gamle adgangskode er forkert.');
    // Under its field only: not again in a banner above the form.
    expect(screen.getAllByText('Den gamle adgangskode er forkert.')).toHaveLength(1);
    expect(hub.callsTo('POST', PASSWORD_PATH).map((call) => call.body)).toEqual([
      { oldPassword: 'not-my-password', newPassword: 'A-new-password-42' },
    ]);
  });

  it('refuses an empty old password next to it before asking the hub', async () => {
    const hub = fakeHub();
    const { user } = renderInPortal(<ChangePasswordForm userId="u-1" />);

    await user.click(screen.getByRole('button', { name: 'Skift adgangskode' }));

    expect(messageOf(screen.getByLabelText('Gammel adgangskode'))).toContain(
      ruleMessages.da['rules.required'],
    );
    expect(hub.calls).toEqual([]);
  });

  it('sends the new password once the hub accepts it and says so', async () => {
    fakeHub({ [`POST ${PASSWORD_PATH}`]: { status: 204 } });
    const { user } = renderInPortal(<ChangePasswordForm userId="u-1" />);

    await fillIn(user, 'my-old-password', 'A-new-password-42');

    expect(await screen.findByText('Din adgangskode er ændret.')).toBeTruthy();
    expect((screen.getByLabelText('Gammel adgangskode') as HTMLInputElement).value).toBe('');
  });
});
