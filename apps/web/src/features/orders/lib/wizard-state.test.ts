import { describe, expect, it } from 'vitest';
import { draftAddress, emptyWizardData, readDraftData } from './wizard-state.ts';

const EMPTY = emptyWizardData('agent@nordbolig.dk', 11);

describe('continuing an unfinished order', () => {
  it('brings back exactly what the user typed, valid or not yet', () => {
    const typed = structuredClone(EMPTY);
    typed.reached = 3;
    typed.start.flow = 'SHOP';
    typed.start.reference = 'half a ref';
    typed.packageId = 'custom';
    typed.options.quantities = { p4: 2 };
    typed.info.propertyInfo.livingArea = '12x';
    expect(readDraftData(JSON.parse(JSON.stringify(typed)), EMPTY)).toEqual(typed);
  });

  it('starts the parts of an older or broken draft empty instead of failing the wizard', () => {
    const restored = readDraftData(
      {
        reached: 9,
        start: { flow: 'DRONE', branchId: 'eleven', reference: 42 },
        options: { choices: { c1: 'product:3' }, quantities: { p2: -1 } },
        info: { orderContacts: [{ contactType: 'OWNER', name: 'Mette', phone: 5 }] },
      },
      EMPTY,
    );
    expect(restored?.reached).toBe(0);
    expect(restored?.start).toMatchObject({
      flow: null,
      branchId: 11,
      reference: '',
      responsibleEmail: 'agent@nordbolig.dk',
    });
    expect(restored?.options).toEqual({ choices: { c1: 'product:3' }, quantities: {} });
    // Three contact rows are always offered: the one that was saved, then two empty ones.
    expect(restored?.info.orderContacts).toEqual([
      { contactType: 'OWNER', name: 'Mette', phone: '', email: '' },
      { contactType: null, name: '', phone: '', email: '' },
      { contactType: null, name: '', phone: '', email: '' },
    ]);
  });

  it('has nothing to continue from a draft that is not a wizard at all', () => {
    expect(readDraftData('not a draft', EMPTY)).toBeNull();
    expect(readDraftData(null, EMPTY)).toBeNull();
  });

  it('names the draft by the address looked up, else by the street typed in', () => {
    const looked = structuredClone(EMPTY);
    looked.start.lookup = { text: 'Storgatan 3, Stockholm', id: 'x' };
    expect(draftAddress(looked)).toBe('Storgatan 3, Stockholm');
    const typed = structuredClone(EMPTY);
    typed.start.address = { ...typed.start.address, street: 'Storgatan', buildingNumber: '3' };
    expect(draftAddress(typed)).toBe('Storgatan 3');
    expect(draftAddress(EMPTY)).toBe('');
  });
});
