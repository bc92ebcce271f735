// Error keys of the hub's answers to malformed or interrupted requests and repeated submissions,
// kept apart from errors.ts so neither file grows past reading size; errors.ts merges them into ErrorKey.
export const ReliabilityErrorKey = {
  /** 400: the body is not the JSON it claims to be. */
  malformedBody: 'errors.malformedBody',
  /** 415: a body in a format the call does not take. */
  unsupportedMediaType: 'errors.unsupportedMediaType',
  /** 413: a body over the hub's limit. */
  bodyTooLarge: 'errors.bodyTooLarge',
  /** 408: the client stopped sending before the body was complete. */
  requestTimeout: 'errors.requestTimeout',
  /** 503: the hub is shutting down or could not answer in time. */
  serviceUnavailable: 'errors.serviceUnavailable',
  /** 409: the same submission (Idempotency-Key) came back with a different content. */
  idempotencyKeyReused: 'errors.idempotencyKeyReused',
  /** 416: a Range asking for bytes past the end of a stored file. */
  rangeNotSatisfiable: 'errors.rangeNotSatisfiable',
  /** 507: the hub's disk (local storage) has no room left for the file. */
  storageFull: 'errors.storageFull',
  /** 503: the file storage answers errors or cannot be reached. */
  storageUnavailable: 'errors.storageUnavailable',
} as const;
type ReliabilityErrorKey = (typeof ReliabilityErrorKey)[keyof typeof ReliabilityErrorKey];

export const reliabilityErrorMessages: Record<
  'en' | 'da' | 'sv' | 'no',
  Record<ReliabilityErrorKey, string>
> = {
  en: {
    'errors.malformedBody': 'The request could not be read. Please reload the page and try again.',
    'errors.unsupportedMediaType': 'The request was sent in a format the portal does not accept.',
    'errors.bodyTooLarge': 'The request is too large.',
    'errors.requestTimeout':
      'The request took too long to arrive. Please check your connection and try again.',
    'errors.serviceUnavailable': 'The portal is busy or restarting. Please try again in a moment.',
    'errors.idempotencyKeyReused':
      'This order was already sent with other details. Please reload the page and check your orders.',
    'errors.rangeNotSatisfiable': 'The requested part of the file lies beyond its end.',
    'errors.storageFull': 'There is no room to store the file. Please tell your administrator.',
    'errors.storageUnavailable': 'Files cannot be stored or read right now. Please try again in a moment.',
  },
  da: {
    'errors.malformedBody': 'Forespørgslen kunne ikke læses. Genindlæs siden, og prøv igen.',
    'errors.unsupportedMediaType': 'Forespørgslen blev sendt i et format, som portalen ikke modtager.',
    'errors.bodyTooLarge': 'Forespørgslen er for stor.',
    'errors.requestTimeout': 'Forespørgslen var for længe undervejs. Tjek din forbindelse, og prøv igen.',
    'errors.serviceUnavailable': 'Portalen har travlt eller genstarter. Prøv igen om et øjeblik.',
    'errors.idempotencyKeyReused':
      'Denne ordre er allerede sendt med andre oplysninger. Genindlæs siden, og tjek dine ordrer.',
    'errors.rangeNotSatisfiable': 'Den ønskede del af filen ligger efter filens slutning.',
    'errors.storageFull': 'Der er ikke plads til at gemme filen. Giv venligst din administrator besked.',
    'errors.storageUnavailable': 'Filer kan ikke gemmes eller læses lige nu. Prøv igen om et øjeblik.',
  },
  sv: {
    'errors.malformedBody': 'Förfrågan kunde inte läsas. Ladda om sidan och försök igen.',
    'errors.unsupportedMediaType': 'Förfrågan skickades i ett format som portalen inte tar emot.',
    'errors.bodyTooLarge': 'Förfrågan är för stor.',
    'errors.requestTimeout':
      'Förfrågan tog för lång tid att komma fram. Kontrollera anslutningen och försök igen.',
    'errors.serviceUnavailable': 'Portalen är upptagen eller startar om. Försök igen om en stund.',
    'errors.idempotencyKeyReused':
      'Den här beställningen har redan skickats med andra uppgifter. Ladda om sidan och kontrollera dina beställningar.',
    'errors.rangeNotSatisfiable': 'Den begärda delen av filen ligger efter filens slut.',
    'errors.storageFull': 'Det finns inte plats att spara filen. Meddela din administratör.',
    'errors.storageUnavailable': 'Filer kan inte sparas eller läsas just nu. Försök igen om en stund.',
  },
  no: {
    'errors.malformedBody': 'Forespørselen kunne ikke leses. Last inn siden på nytt og prøv igjen.',
    'errors.unsupportedMediaType': 'Forespørselen ble sendt i et format portalen ikke tar imot.',
    'errors.bodyTooLarge': 'Forespørselen er for stor.',
    'errors.requestTimeout':
      'Forespørselen brukte for lang tid på å komme frem. Sjekk tilkoblingen og prøv igjen.',
    'errors.serviceUnavailable': 'Portalen er opptatt eller starter på nytt. Prøv igjen om et øyeblikk.',
    'errors.idempotencyKeyReused':
      'Denne bestillingen er allerede sendt med andre opplysninger. Last inn siden på nytt og sjekk bestillingene dine.',
    'errors.rangeNotSatisfiable': 'Den ønskede delen av filen ligger etter filens slutt.',
    'errors.storageFull': 'Det er ikke plass til å lagre filen. Gi beskjed til administratoren din.',
    'errors.storageUnavailable': 'Filer kan ikke lagres eller leses akkurat nå. Prøv igjen om et øyeblikk.',
  },
};
