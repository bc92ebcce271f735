// Error keys of the webhook calls (docs/api.md "Webhooks"); errors.ts merges them.
export const WebhookErrorKey = {
  webhookUrlNotAllowed: 'webhooks.messages.urlNotAllowed',
} as const;
type WebhookErrorKey = (typeof WebhookErrorKey)[keyof typeof WebhookErrorKey];

export const webhookErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<WebhookErrorKey, string>> = {
  en: {
    'webhooks.messages.urlNotAllowed':
      'Enter a full https:// address (http:// only for localhost while testing).',
  },
  da: {
    'webhooks.messages.urlNotAllowed':
      'Angiv en fuld https://-adresse (http:// kun for localhost under test).',
  },
  sv: {
    'webhooks.messages.urlNotAllowed':
      'Ange en fullständig https://-adress (http:// bara för localhost vid test).',
  },
  no: {
    'webhooks.messages.urlNotAllowed':
      'Skriv inn en fullstendig https://-adresse (http:// bare for localhost under testing).',
  },
};
