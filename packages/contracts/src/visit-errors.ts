// Error keys of the provider's visits and bookings console, kept apart from errors.ts so neither
// file grows past reading size; errors.ts merges them into ErrorKey.
export const VisitErrorKey = {
  visitClash: 'providerVisits.messages.clash',
  /** A status move or a move of the time that the visit's status does not allow. */
  visitChangeNotAllowed: 'providerVisits.messages.notAllowed',
  visitInPast: 'providerVisits.messages.inPast',
  visitPhotographerCountry: 'providerVisits.messages.photographerCountry',
} as const;
type VisitErrorKey = (typeof VisitErrorKey)[keyof typeof VisitErrorKey];

export const visitErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<VisitErrorKey, string>> = {
  en: {
    'providerVisits.messages.clash': 'The photographer has another visit at that time.',
    'providerVisits.messages.notAllowed': 'The visit cannot be changed like this in its current status.',
    'providerVisits.messages.inPast': 'Choose a time in the future.',
    'providerVisits.messages.photographerCountry':
      'Choose a photographer who works in the country of the property.',
  },
  da: {
    'providerVisits.messages.clash': 'Fotografen har et andet besøg på det tidspunkt.',
    'providerVisits.messages.notAllowed': 'Besøget kan ikke ændres sådan i sin nuværende status.',
    'providerVisits.messages.inPast': 'Vælg et tidspunkt i fremtiden.',
    'providerVisits.messages.photographerCountry': 'Vælg en fotograf, der arbejder i boligens land.',
  },
  sv: {
    'providerVisits.messages.clash': 'Fotografen har ett annat besök vid den tiden.',
    'providerVisits.messages.notAllowed': 'Besöket kan inte ändras så i sin nuvarande status.',
    'providerVisits.messages.inPast': 'Välj en tid i framtiden.',
    'providerVisits.messages.photographerCountry': 'Välj en fotograf som arbetar i bostadens land.',
  },
  no: {
    'providerVisits.messages.clash': 'Fotografen har et annet besøk på det tidspunktet.',
    'providerVisits.messages.notAllowed': 'Besøket kan ikke endres slik i sin nåværende status.',
    'providerVisits.messages.inPast': 'Velg et tidspunkt i fremtiden.',
    'providerVisits.messages.photographerCountry': 'Velg en fotograf som jobber i boligens land.',
  },
};
