// Error keys of an order line's feedback or complaint (a rating) and its answers; errors.ts merges them into
// ErrorKey.
export const RatingErrorKey = {
  ratingNotDelivered: 'ratings.messages.notDelivered',
  ratingDocumentType: 'ratings.messages.documentType',
  ratingClosed: 'ratings.messages.closed',
  ratingDeliveryNotOfLine: 'ratings.messages.deliveryNotOfLine',
} as const;
type RatingErrorKey = (typeof RatingErrorKey)[keyof typeof RatingErrorKey];

export const ratingErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<RatingErrorKey, string>> = {
  en: {
    'ratings.messages.notDelivered': 'Feedback or a complaint can be sent on a delivered order line only.',
    'ratings.messages.documentType': 'Attach PDF documents or pictures only.',
    'ratings.messages.closed': 'This is answered done or declined and takes no more answers.',
    'ratings.messages.deliveryNotOfLine': 'Choose a delivery of this line made after the message.',
  },
  da: {
    'ratings.messages.notDelivered': 'Feedback eller en reklamation kan kun sendes på en leveret ordrelinje.',
    'ratings.messages.documentType': 'Vedhæft kun PDF-dokumenter eller billeder.',
    'ratings.messages.closed': 'Denne er besvaret som udført eller afvist og kan ikke besvares igen.',
    'ratings.messages.deliveryNotOfLine': 'Vælg en levering af denne linje, der er lavet efter henvendelsen.',
  },
  sv: {
    'ratings.messages.notDelivered': 'Feedback eller ett klagomål kan bara skickas på en levererad orderrad.',
    'ratings.messages.documentType': 'Bifoga bara PDF-dokument eller bilder.',
    'ratings.messages.closed': 'Den här är besvarad som klar eller avvisad och kan inte besvaras igen.',
    'ratings.messages.deliveryNotOfLine': 'Välj en leverans av den här raden som gjordes efter meddelandet.',
  },
  no: {
    'ratings.messages.notDelivered':
      'Tilbakemelding eller en reklamasjon kan bare sendes på en levert ordrelinje.',
    'ratings.messages.documentType': 'Legg bare ved PDF-dokumenter eller bilder.',
    'ratings.messages.closed': 'Denne er besvart som utført eller avvist og kan ikke besvares igjen.',
    'ratings.messages.deliveryNotOfLine': 'Velg en levering av denne linjen som er gjort etter henvendelsen.',
  },
};
