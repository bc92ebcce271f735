// Error keys of the hub's answers to requests it cannot take as sent: malformed, oversized or interrupted
// bodies, a hub too busy to answer, a submission repeated with other content. errors.ts merges them into
// ErrorKey.
export const RequestErrorKey = {
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
} as const;
type RequestErrorKey = (typeof RequestErrorKey)[keyof typeof RequestErrorKey];

export const requestErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<RequestErrorKey, string>> = {
  en: {
    'errors.malformedBody': 'The request could not be read. Please reload the page and try again.',
    'errors.unsupportedMediaType': 'The request was sent in a format the portal does not accept.',
    'errors.bodyTooLarge': 'The request is too large.',
    'errors.requestTimeout':
      'The request took too long to arrive. Please check your connection and try again.',
    'errors.serviceUnavailable': 'The portal is busy or restarting. Please try again in a moment.',
    'errors.idempotencyKeyReused':
      'This order was already sent with other details. Please reload the page and check your orders.',
  },
  da: {
    'errors.malformedBody': 'Forespørgslen kunne ikke læses. Genindlæs siden, og prøv igen.',
    'errors.unsupportedMediaType': 'Forespørgslen blev sendt i et format, som portalen ikke modtager.',
    'errors.bodyTooLarge': 'Forespørgslen er for stor.',
    'errors.requestTimeout': 'Forespørgslen var for længe undervejs. Tjek din forbindelse, og prøv igen.',
    'errors.serviceUnavailable': 'Portalen har travlt eller genstarter. Prøv igen om et øjeblik.',
    'errors.idempotencyKeyReused':
      'Denne ordre er allerede sendt med andre oplysninger. Genindlæs siden, og tjek dine ordrer.',
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
  },
};
