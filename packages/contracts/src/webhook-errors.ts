// Error keys of the webhook calls (docs/api.md "Webhooks"); errors.ts merges them.
export const WebhookErrorKey = {
  webhookUrlNotAllowed: 'webhooks.messages.urlNotAllowed',
  webhookUrlNotPublic: 'webhooks.messages.urlNotPublic',
  webhookUrlNameNotFound: 'webhooks.messages.urlNameNotFound',
} as const;
type WebhookErrorKey = (typeof WebhookErrorKey)[keyof typeof WebhookErrorKey];

export const webhookErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<WebhookErrorKey, string>> = {
  en: {
    'webhooks.messages.urlNotAllowed':
      'Enter a full https:// address (http:// only for localhost while testing).',
    'webhooks.messages.urlNotPublic':
      'This address points into a private network or to this server; webhooks only go to addresses on the internet.',
    'webhooks.messages.urlNameNotFound':
      'No internet address was found for this name. Check the address, or try again later.',
  },
  da: {
    'webhooks.messages.urlNotAllowed':
      'Angiv en fuld https://-adresse (http:// kun for localhost under test).',
    'webhooks.messages.urlNotPublic':
      'Adressen peger ind i et privat netværk eller på denne server; webhooks sendes kun til adresser på internettet.',
    'webhooks.messages.urlNameNotFound':
      'Der blev ikke fundet nogen internetadresse for dette navn. Kontrollér adressen, eller prøv igen senere.',
  },
  sv: {
    'webhooks.messages.urlNotAllowed':
      'Ange en fullständig https://-adress (http:// bara för localhost vid test).',
    'webhooks.messages.urlNotPublic':
      'Adressen pekar in i ett privat nätverk eller på den här servern; webhooks skickas bara till adresser på internet.',
    'webhooks.messages.urlNameNotFound':
      'Ingen internetadress hittades för det här namnet. Kontrollera adressen eller försök igen senare.',
  },
  no: {
    'webhooks.messages.urlNotAllowed':
      'Skriv inn en fullstendig https://-adresse (http:// bare for localhost under testing).',
    'webhooks.messages.urlNotPublic':
      'Adressen peker inn i et privat nettverk eller til denne serveren; webhooks sendes bare til adresser på internett.',
    'webhooks.messages.urlNameNotFound':
      'Fant ingen internettadresse for dette navnet. Sjekk adressen, eller prøv igjen senere.',
  },
};
