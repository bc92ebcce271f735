// Error keys of calls made with a department API key (docs/api.md); errors.ts merges them.
export const ApiKeyErrorKey = {
  apiKeyPortalOnly: 'apiKeys.messages.portalOnly',
  apiKeyScopeMissing: 'apiKeys.messages.scopeMissing',
} as const;
type ApiKeyErrorKey = (typeof ApiKeyErrorKey)[keyof typeof ApiKeyErrorKey];

export const apiKeyErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<ApiKeyErrorKey, string>> = {
  en: {
    'apiKeys.messages.portalOnly': 'This call is for the portal only; an API key cannot make it.',
    'apiKeys.messages.scopeMissing': 'The API key does not have the scope this call needs ({{scope}}).',
  },
  da: {
    'apiKeys.messages.portalOnly': 'Dette kald er kun for portalen; en API-nøgle kan ikke foretage det.',
    'apiKeys.messages.scopeMissing': 'API-nøglen har ikke det omfang, kaldet kræver ({{scope}}).',
  },
  sv: {
    'apiKeys.messages.portalOnly': 'Det här anropet är bara för portalen; en API-nyckel kan inte göra det.',
    'apiKeys.messages.scopeMissing': 'API-nyckeln saknar behörigheten som anropet kräver ({{scope}}).',
  },
  no: {
    'apiKeys.messages.portalOnly': 'Dette kallet er bare for portalen; en API-nøkkel kan ikke gjøre det.',
    'apiKeys.messages.scopeMissing': 'API-nøkkelen mangler tilgangen kallet krever ({{scope}}).',
  },
};
