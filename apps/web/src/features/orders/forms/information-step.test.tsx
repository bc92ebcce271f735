import { type Branch, ErrorKey, errorMessages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyWizardData } from '@/features/orders/lib/wizard-state.ts';
import { fakeHub } from '@/test/fake-hub.ts';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { InformationStep } from './information-step.tsx';
import type { SubmitHandle } from './start-step.tsx';

const BRANCH: Branch = {
  id: 1,
  axCustomerId: 'AX-1',
  name: 'Nordbolig København',
  access: 'REGULAR',
  countryCode: 'DK',
  useUpperCase: false,
  endUserInvoicing: false,
  businessInvoicing: false,
  maxImageUploadCount: 40,
  contactPersonId: null,
  locale: 'da',
  currency: 'DKK',
};

function renderStep(maxArea: number | null) {
  const onSubmit = vi.fn();
  const submitRef: SubmitHandle = { current: null };
  const rendered = renderInPortal(
    <InformationStep
      values={emptyWizardData('agent@nordbolig.dk', 1).info}
      branch={BRANCH}
      maxArea={maxArea}
      fee={null}
      endUserFee={null}
      showPrices={false}
      users={[]}
      contactTypes={['OWNER', 'TENANT']}
      propertyTypes={[]}
      serverErrors={{}}
      submitRef={submitRef}
      onChange={() => {}}
      onSubmit={onSubmit}
      onBack={() => {}}
    />,
  );
  return { ...rendered, onSubmit };
}

describe('the order wizard: the property and the people', () => {
  it('refuses a living area larger than the chosen products cover, next to that field, in Danish', async () => {
    fakeHub();
    const { user, onSubmit } = renderStep(200);
    const livingArea = screen.getByLabelText('Samlet boligareal inkl. kælder');

    await user.type(livingArea, '250');
    await user.click(screen.getByRole('button', { name: 'Gå til opsummering' }));

    await waitFor(() => expect(messageOf(livingArea)).toBe(errorMessages.da[ErrorKey.areaOverMax]));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a basement larger than the whole living area, under the basement field', async () => {
    fakeHub();
    const { user, onSubmit } = renderStep(null);
    const basement = screen.getByLabelText('Kælderareal');

    await user.type(screen.getByLabelText('Samlet boligareal inkl. kælder'), '90');
    await user.type(basement, '120');
    await user.click(screen.getByRole('button', { name: 'Gå til opsummering' }));

    await waitFor(() =>
      expect(messageOf(basement)).toBe('Kælderen kan ikke være større end det samlede boligareal.'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
