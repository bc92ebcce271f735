import type { Case } from '@portal/contracts';
import { emptyContact, type InformationValues, NAMED_CONTACTS } from './wizard-state.ts';

/** What the existing case already knows goes into the information step, where the user has not typed yet. */
export function prefilledFrom(found: Case, info: InformationValues): InformationValues {
  const next = { ...info };
  const contacts = found.contactPersons.filter((person) => person.name.trim() !== '');
  if (contacts.length > 0 && info.contacts.every((person) => person.name.trim() === '')) {
    const filled = contacts.slice(0, 10).map((person) => ({
      contactType: person.type,
      name: person.name,
      phone: person.phone,
      email: person.email,
    }));
    next.contacts = [
      ...filled,
      ...Array.from({ length: Math.max(0, NAMED_CONTACTS - filled.length) }, () => emptyContact()),
    ];
  }
  const { property } = found;
  if (info.propertyType === null && property.propertyType) next.propertyType = property.propertyType;
  if (info.livingArea === '' && property.registeredArea)
    next.livingArea = String(Math.round(property.registeredArea));
  if (info.basementArea === '' && property.basementArea)
    next.basementArea = String(Math.round(property.basementArea));
  if (info.floors === '' && property.storeys) next.floors = String(property.storeys);
  return next;
}
