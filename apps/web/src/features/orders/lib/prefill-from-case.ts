import { type Case, ORDER_CONTACTS_MAX } from '@portal/contracts';
import { shownPhone } from '@/lib/phone.ts';
import { emptyContact, type InformationValues, NAMED_CONTACTS } from './wizard-state.ts';

/** What the existing case already knows goes into the information step, where the user has not typed yet. */
export function prefilledFrom(found: Case, info: InformationValues): InformationValues {
  const next = { ...info };
  const contacts = found.contactPersons.filter((person) => person.name.trim() !== '');
  if (contacts.length > 0 && info.orderContacts.every((person) => person.name.trim() === '')) {
    const filled = contacts.slice(0, ORDER_CONTACTS_MAX).map((person) => ({
      contactType: person.type,
      name: person.name,
      phone: shownPhone(person.phone),
      email: person.email,
    }));
    next.orderContacts = [
      ...filled,
      ...Array.from({ length: Math.max(0, NAMED_CONTACTS - filled.length) }, () => emptyContact()),
    ];
  }
  const { property } = found;
  const typed = info.propertyInfo;
  next.propertyInfo = {
    ...typed,
    propertyType: typed.propertyType ?? (property.propertyType || null),
    livingArea:
      typed.livingArea || (property.registeredArea ? String(Math.round(property.registeredArea)) : ''),
    basementArea:
      typed.basementArea || (property.basementArea ? String(Math.round(property.basementArea)) : ''),
    floors: typed.floors || (property.storeys ? String(property.storeys) : ''),
  };
  return next;
}
