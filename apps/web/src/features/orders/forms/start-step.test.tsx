import { type Branch, ErrorKey, errorMessages, ruleMessages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyWizardData } from '@/features/orders/lib/wizard-state.ts';
import { fakeHub } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { StartStep, type SubmitHandle } from './start-step.tsx';

const USER_EMAIL = 'agent@nordbolig.dk';

const department = (id: number, name: string, useUpperCase: boolean): Branch => ({
  id,
  axCustomerId: `AX-${id}`,
  name,
  access: 'REGULAR',
  countryCode: 'DK',
  useUpperCase,
  endUserInvoicing: false,
  businessInvoicing: true,
  maxImageUploadCount: 40,
  contactPersonId: null,
  locale: 'da',
  currency: 'DKK',
});
const DEPARTMENTS = [department(1, 'Nordbolig København', true), department(2, 'Nordbolig Aarhus', false)];

function renderStep(serverErrors: Record<string, string> = {}) {
  const onSubmit = vi.fn();
  const submitRef: SubmitHandle = { current: null };
  const rendered = renderInPortal(
    <StartStep
      values={emptyWizardData(USER_EMAIL, 1).start}
      userEmail={USER_EMAIL}
      branches={DEPARTMENTS}
      blacklisted={false}
      busy={false}
      problem={null}
      serverErrors={serverErrors}
      submitRef={submitRef}
      onChange={() => {}}
      onSubmit={onSubmit}
    />,
  );
  const next = () => rendered.user.click(screen.getByRole('button', { name: 'Næste' }));
  return { ...rendered, onSubmit, next };
}

describe('the order wizard: what to order and where', () => {
  it('says under each field what is missing, in Danish, and does not go on', async () => {
    fakeHub();
    const { user, onSubmit, next } = renderStep();
    await user.clear(screen.getByLabelText('Personlig e-mail eller kontorets e-mail'));

    await next();

    expect(
      screen.getByRole('radiogroup', { name: 'Hvad vil du bestille?' }).parentElement?.textContent,
    ).toContain(errorMessages.da[ErrorKey.noTypeSelected]);
    expect(messageOf(screen.getByLabelText('Personlig e-mail eller kontorets e-mail'))).toContain(
      ruleMessages.da['rules.required'],
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for an address, and for one chosen among the suggestions rather than only typed', async () => {
    const hub = fakeHub({ 'GET /api/address/suggestions': { body: [] } });
    const { user, onSubmit, next } = renderStep();
    await user.click(screen.getByRole('radio', { name: /Bestil fotografering/ }));

    await next();
    // Ant Design shows a message after its entry animation has started.
    await waitFor(() =>
      expect(messageOf(screen.getByLabelText('Adresse'))).toBe(ruleMessages.da['rules.required']),
    );

    await user.type(screen.getByLabelText('Adresse'), 'Vestergade 12');
    await next();

    await waitFor(() =>
      expect(messageOf(screen.getByLabelText('Adresse'))).toBe(
        'Vælg en adresse blandt forslagene, eller indtast den selv.',
      ),
    );
    // The lookup asks once the typing has paused, in the department's country.
    await waitFor(() =>
      expect(hub.callsTo('GET', '/api/address/suggestions').at(-1)?.query).toMatchObject({ country: 'DK' }),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a responsible e-mail outside the user's own domain next to that field", async () => {
    fakeHub();
    const { user, onSubmit, next } = renderStep();
    const email = screen.getByLabelText('Personlig e-mail eller kontorets e-mail');

    await user.clear(email);
    await user.type(email, 'someone@gmail.com');
    await next();

    expect(messageOf(email)).toBe('E-mailadressen skal høre til din virksomheds domæne (nordbolig.dk)');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('goes on with the flow, department, typed address and an upper-case case number', async () => {
    fakeHub();
    const { user, onSubmit, next } = renderStep();

    await user.click(screen.getByRole('radio', { name: /Bestil fotografering/ }));
    await user.click(screen.getByRole('switch', { name: 'Indtast adressen selv' }));
    await user.type(screen.getByLabelText('Vej'), 'Vestergade');
    await user.type(screen.getByLabelText('Nummer'), '12');
    await user.type(screen.getByLabelText('Postnummer'), '1456');
    await user.type(screen.getByLabelText('By'), 'København K');
    await user.type(screen.getByLabelText('Sagsnummer'), 'kbh-77');
    await next();

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [sent, target] = onSubmit.mock.calls[0] ?? [];
    expect(target).toBe(1);
    expect(sent).toMatchObject({
      flow: 'PHOTOGRAPHY',
      branchId: 1,
      manualAddress: true,
      address: { street: 'Vestergade', buildingNumber: '12', zip: '1456', city: 'København K' },
      reference: 'KBH-77',
      responsibleEmail: USER_EMAIL,
    });
  });

  it("shows the hub's refusal of a field from an earlier attempt under that field", async () => {
    fakeHub();
    renderStep({ reference: ErrorKey.archivedCase });

    expect(messageOf(screen.getByLabelText('Sagsnummer'))).toContain(errorMessages.da[ErrorKey.archivedCase]);
  });
});
