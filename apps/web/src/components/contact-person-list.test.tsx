import { ANONYMISED, type ContactPersonRecord } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPortal } from '@/test/render.tsx';
import { ContactPersonList } from './contact-person-list.tsx';

const person = (name: string, email: string | null): ContactPersonRecord => ({
  priority: 1,
  contactType: 'OWNER',
  name,
  contactInfo: { email, phoneMobile: null, phoneWork: null, phonePrivate: null },
});

describe('ContactPersonList', () => {
  it('says in the reader’s language that a person was anonymised, and shows others as they are', () => {
    renderInPortal(
      <ContactPersonList
        records={[person(ANONYMISED, null), { ...person('Freja Larsen', 'freja@example.test'), priority: 2 }]}
      />,
    );

    expect(screen.getByText('Anonymiseret')).toBeTruthy();
    expect(screen.queryByText(ANONYMISED)).toBeNull();
    expect(screen.getByText('Freja Larsen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'freja@example.test' })).toBeTruthy();
  });
});
