// Error keys of the provider's visits and bookings console (issue 16), kept apart from errors.ts so neither
// file grows past reading size; errors.ts merges them into ErrorKey.
export const VisitErrorKey = {
  visitClash: 'providerVisits.messages.clash',
  visitStatusNotAllowed: 'providerVisits.messages.statusNotAllowed',
  visitNotMovable: 'providerVisits.messages.notMovable',
  visitInPast: 'providerVisits.messages.inPast',
  visitPhotographerCountry: 'providerVisits.messages.photographerCountry',
} as const;
type VisitErrorKey = (typeof VisitErrorKey)[keyof typeof VisitErrorKey];

export const visitErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<VisitErrorKey, string>> = {
  en: {
    'providerVisits.messages.clash': 'The photographer has another visit at that time.',
    'providerVisits.messages.statusNotAllowed': 'The visit cannot change to this status now.',
    'providerVisits.messages.notMovable': 'Only a confirmed or fixed visit can be moved.',
    'providerVisits.messages.inPast': 'Choose a time in the future.',
    'providerVisits.messages.photographerCountry':
      'Choose a photographer who works in the country of the property.',
  },
  da: {
    'providerVisits.messages.clash': 'Fotografen har et andet besøg på det tidspunkt.',
    'providerVisits.messages.statusNotAllowed': 'Besøget kan ikke skifte til denne status nu.',
    'providerVisits.messages.notMovable': 'Kun et bekræftet eller fastlagt besøg kan flyttes.',
    'providerVisits.messages.inPast': 'Vælg et tidspunkt i fremtiden.',
    'providerVisits.messages.photographerCountry': 'Vælg en fotograf, der arbejder i boligens land.',
  },
  sv: {
    'providerVisits.messages.clash': 'Fotografen har ett annat besök vid den tiden.',
    'providerVisits.messages.statusNotAllowed': 'Besöket kan inte byta till den här statusen nu.',
    'providerVisits.messages.notMovable': 'Bara ett bekräftat eller fastlagt besök kan flyttas.',
    'providerVisits.messages.inPast': 'Välj en tid i framtiden.',
    'providerVisits.messages.photographerCountry': 'Välj en fotograf som arbetar i bostadens land.',
  },
  no: {
    'providerVisits.messages.clash': 'Fotografen har et annet besøk på det tidspunktet.',
    'providerVisits.messages.statusNotAllowed': 'Besøket kan ikke endres til denne statusen nå.',
    'providerVisits.messages.notMovable': 'Bare et bekreftet eller fastlagt besøk kan flyttes.',
    'providerVisits.messages.inPast': 'Velg et tidspunkt i fremtiden.',
    'providerVisits.messages.photographerCountry': 'Velg en fotograf som jobber i boligens land.',
  },
};
