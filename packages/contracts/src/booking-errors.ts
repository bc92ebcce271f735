// Error keys of booking a visit from a texted or mailed link; errors.ts merges them into ErrorKey.
export const BookingErrorKey = {
  bookingAlreadyMade: 'booking.messages.alreadyMade',
  bookingLinkInvalid: 'booking.messages.linkInvalid',
  bookingCallInstead: 'booking.messages.callInstead',
  bookingSlotTaken: 'booking.messages.slotTaken',
  smsFailed: 'booking.messages.smsFailed',
} as const;
type BookingErrorKey = (typeof BookingErrorKey)[keyof typeof BookingErrorKey];

export const bookingErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<BookingErrorKey, string>> = {
  en: {
    'booking.messages.alreadyMade': 'Booking has been made already.',
    'booking.messages.linkInvalid': 'The link is unfortunately no longer valid.',
    'booking.messages.callInstead':
      'This order cannot be booked online. The booking department will call you to agree on a time.',
    'booking.messages.slotTaken': 'The agreement could not be confirmed - please try again.',
    'booking.messages.smsFailed': 'The text message could not be sent. Please try again later.',
  },
  da: {
    'booking.messages.alreadyMade': 'Bookingen er allerede foretaget.',
    'booking.messages.linkInvalid': 'Linket er desværre ikke længere gyldigt.',
    'booking.messages.callInstead':
      'Denne ordre kan ikke bookes online. Bookingafdelingen ringer til dig for at aftale et tidspunkt.',
    'booking.messages.slotTaken': 'Aftalen kunne ikke bekræftes - prøv igen.',
    'booking.messages.smsFailed': 'Sms-beskeden kunne ikke sendes. Prøv igen senere.',
  },
  sv: {
    'booking.messages.alreadyMade': 'Bokningen är redan gjord.',
    'booking.messages.linkInvalid': 'Länken är tyvärr inte längre giltig.',
    'booking.messages.callInstead':
      'Den här ordern kan inte bokas online. Bokningsavdelningen ringer dig för att komma överens om en tid.',
    'booking.messages.slotTaken': 'Avtalet kunde inte bekräftas - försök igen.',
    'booking.messages.smsFailed': 'Sms:et kunde inte skickas. Försök igen senare.',
  },
  no: {
    'booking.messages.alreadyMade': 'Bookingen er allerede gjort.',
    'booking.messages.linkInvalid': 'Lenken er dessverre ikke lenger gyldig.',
    'booking.messages.callInstead':
      'Denne ordren kan ikke bookes på nett. Bookingavdelingen ringer deg for å avtale et tidspunkt.',
    'booking.messages.slotTaken': 'Avtalen kunne ikke bekreftes - prøv igjen.',
    'booking.messages.smsFailed': 'SMS-en kunne ikke sendes. Prøv igjen senere.',
  },
};
