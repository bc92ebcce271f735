import { readablePhone, storedPhone } from '@portal/contracts';

// Numbers are stored in E.164 ("+4520304050"); people read them grouped as their country writes them.

/** A number written for reading ("+45 20 30 40 50"), whatever way it was stored. */
export const shownPhone = (phone: string): string => readablePhone(storedPhone(phone) ?? phone);

/** The `tel:` address of a number: its digits and plus only, as a phone dials them. */
export const telHref = (phone: string): string =>
  `tel:${(storedPhone(phone) ?? phone).replace(/[^\d+]/g, '')}`;
