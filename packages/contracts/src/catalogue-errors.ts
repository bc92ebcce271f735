// Error keys of the provider's catalogue console, kept apart from errors.ts so neither file grows
// past reading size; errors.ts merges them into ErrorKey.
export const CatalogueErrorKey = {
  itemNumberTaken: 'providerCatalogue.messages.itemNumberTaken',
  productTwice: 'providerCatalogue.messages.productTwice',
  typeRetired: 'providerCatalogue.messages.typeRetired',
  typeNotDelivered: 'providerCatalogue.messages.typeNotDelivered',
  kindWithoutType: 'providerCatalogue.messages.kindWithoutType',
} as const;
type CatalogueErrorKey = (typeof CatalogueErrorKey)[keyof typeof CatalogueErrorKey];

export const catalogueErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<CatalogueErrorKey, string>> = {
  en: {
    'providerCatalogue.messages.itemNumberTaken': 'The department already has an item with this item number.',
    'providerCatalogue.messages.productTwice': 'Each product can be in the package only once.',
    'providerCatalogue.messages.typeRetired':
      'Unknown files and Flash panoramas are kept only on old material; a product cannot deliver them.',
    'providerCatalogue.messages.typeNotDelivered':
      'A chosen material type is not delivered the way the product is: a Matterport tour is a link, a floor plan a file, copywriting texts are texts.',
    'providerCatalogue.messages.kindWithoutType':
      'Choose at least one material type for each way the product is delivered (files, links or texts).',
  },
  da: {
    'providerCatalogue.messages.itemNumberTaken': 'Afdelingen har allerede en vare med dette varenummer.',
    'providerCatalogue.messages.productTwice': 'Hvert produkt kan kun være i pakken én gang.',
    'providerCatalogue.messages.typeRetired':
      'Ukendte filer og Flash-panoramaer findes kun på gammelt materiale; et produkt kan ikke levere dem.',
    'providerCatalogue.messages.typeNotDelivered':
      'En valgt materialetype leveres ikke sådan, som produktet leveres: en Matterport-rundvisning er et link, en plantegning en fil, boligtekster er tekster.',
    'providerCatalogue.messages.kindWithoutType':
      'Vælg mindst én materialetype for hver måde, produktet leveres på (filer, links eller tekster).',
  },
  sv: {
    'providerCatalogue.messages.itemNumberTaken': 'Kontoret har redan en artikel med det här artikelnumret.',
    'providerCatalogue.messages.productTwice': 'Varje produkt kan bara finnas en gång i paketet.',
    'providerCatalogue.messages.typeRetired':
      'Okända filer och Flash-panoramor finns bara på gammalt material; en produkt kan inte leverera dem.',
    'providerCatalogue.messages.typeNotDelivered':
      'En vald materialtyp levereras inte på det sätt som produkten levereras: en Matterport-visning är en länk, en planritning en fil, objektbeskrivningar är texter.',
    'providerCatalogue.messages.kindWithoutType':
      'Välj minst en materialtyp för varje sätt som produkten levereras på (filer, länkar eller texter).',
  },
  no: {
    'providerCatalogue.messages.itemNumberTaken': 'Avdelingen har allerede en vare med dette varenummeret.',
    'providerCatalogue.messages.productTwice': 'Hvert produkt kan bare være i pakken én gang.',
    'providerCatalogue.messages.typeRetired':
      'Ukjente filer og Flash-panoramaer finnes bare på gammelt materiale; et produkt kan ikke levere dem.',
    'providerCatalogue.messages.typeNotDelivered':
      'En valgt materialtype leveres ikke slik produktet leveres: en Matterport-visning er en lenke, en plantegning en fil, boligtekster er tekster.',
    'providerCatalogue.messages.kindWithoutType':
      'Velg minst én materialtype for hver måte produktet leveres på (filer, lenker eller tekster).',
  },
};
