import { errorMessages, ruleMessages } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageOf } from '@/test/field-message.ts';
import { renderInPortal } from '@/test/render.tsx';
import { SubjectSearchForm } from './subject-search-form.tsx';

describe('SubjectSearchForm', () => {
  it('asks for an email or a phone number, next to the email field, when both are empty', async () => {
    const onSearch = vi.fn();
    const { user } = renderInPortal(<SubjectSearchForm onSearch={onSearch} />);

    await user.click(screen.getByRole('button', { name: 'Find data' }));

    expect(messageOf(screen.getByLabelText('E-mailadresse'))).toContain(
      errorMessages.da['privacy.messages.subjectNeeded'],
    );
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses a phone number that is only a dial prefix', async () => {
    const onSearch = vi.fn();
    const { user } = renderInPortal(<SubjectSearchForm onSearch={onSearch} />);

    await user.type(screen.getByLabelText('Telefonnummer'), '+45');
    await user.click(screen.getByRole('button', { name: 'Find data' }));

    expect(messageOf(screen.getByLabelText('Telefonnummer'))).toContain(ruleMessages.da['rules.phone']);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches for the email as typed, in lower case, without an empty phone', async () => {
    const onSearch = vi.fn();
    const { user } = renderInPortal(<SubjectSearchForm onSearch={onSearch} />);

    await user.type(screen.getByLabelText('E-mailadresse'), ' Sofie@Example.test ');
    await user.click(screen.getByRole('button', { name: 'Find data' }));

    expect(onSearch).toHaveBeenCalledWith({ email: 'sofie@example.test', phone: undefined });
  });
});
