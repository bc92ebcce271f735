// Error keys of the provider's catalogue console (issue 16), kept apart from errors.ts so neither file grows
// past reading size; errors.ts merges them into ErrorKey.
export const CatalogueErrorKey = {
  itemNumberTaken: 'providerCatalogue.messages.itemNumberTaken',
  productTwice: 'providerCatalogue.messages.productTwice',
} as const;
type CatalogueErrorKey = (typeof CatalogueErrorKey)[keyof typeof CatalogueErrorKey];

export const catalogueErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<CatalogueErrorKey, string>> = {
  en: {
    'providerCatalogue.messages.itemNumberTaken': 'The department already has an item with this item number.',
    'providerCatalogue.messages.productTwice': 'Each product can be in the package only once.',
  },
  da: {
    'providerCatalogue.messages.itemNumberTaken': 'Afdelingen har allerede en vare med dette varenummer.',
    'providerCatalogue.messages.productTwice': 'Hvert produkt kan kun være i pakken én gang.',
  },
  sv: {
    'providerCatalogue.messages.itemNumberTaken': 'Kontoret har redan en artikel med det här artikelnumret.',
    'providerCatalogue.messages.productTwice': 'Varje produkt kan bara finnas en gång i paketet.',
  },
  no: {
    'providerCatalogue.messages.itemNumberTaken': 'Avdelingen har allerede en vare med dette varenummeret.',
    'providerCatalogue.messages.productTwice': 'Hvert produkt kan bare være i pakken én gang.',
  },
};
