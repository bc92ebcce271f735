// Error keys of the listing calls (export profiles and a case's listing set, docs/listing-profiles.md);
// errors.ts merges them.
export const ListingErrorKey = {
  listingMinAboveMax: 'listings.messages.minAboveMax',
  listingMinSizeAboveLongEdge: 'listings.messages.minSizeAboveLongEdge',
  listingNamingWithoutPosition: 'listings.messages.namingWithoutPosition',
  listingMaterialTwice: 'listings.messages.materialTwice',
  listingMainNotChosen: 'listings.messages.mainNotChosen',
  listingCaptionNotChosen: 'listings.messages.captionNotChosen',
  listingNotPictureOfCase: 'listings.messages.notPictureOfCase',
  listingExportRefused: 'listings.messages.exportRefused',
} as const;
type ListingErrorKey = (typeof ListingErrorKey)[keyof typeof ListingErrorKey];

export const listingErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<ListingErrorKey, string>> = {
  en: {
    'listings.messages.minAboveMax': 'The lowest number of pictures cannot be above the highest.',
    'listings.messages.minSizeAboveLongEdge':
      'The smallest width or height cannot be above the longest edge a picture is resized to.',
    'listings.messages.namingWithoutPosition':
      'The file name must contain {position}, so every picture gets its own name, and end in .jpg.',
    'listings.messages.materialTwice': 'Each picture can be in the listing only once.',
    'listings.messages.mainNotChosen': 'The main picture must be one of the chosen pictures.',
    'listings.messages.captionNotChosen': 'A caption belongs to a picture that is not chosen.',
    'listings.messages.notPictureOfCase':
      'Only pictures and floor plans delivered to this case can be in its listing.',
    'listings.messages.exportRefused':
      'The portal would refuse this listing. Fix what the check lists, then export again.',
  },
  da: {
    'listings.messages.minAboveMax': 'Det mindste antal billeder kan ikke være større end det højeste.',
    'listings.messages.minSizeAboveLongEdge':
      'Den mindste bredde eller højde kan ikke være større end den længste kant, et billede skaleres til.',
    'listings.messages.namingWithoutPosition':
      'Filnavnet skal indeholde {position}, så hvert billede får sit eget navn, og slutte på .jpg.',
    'listings.messages.materialTwice': 'Hvert billede kan kun være med i annoncen én gang.',
    'listings.messages.mainNotChosen': 'Hovedbilledet skal være et af de valgte billeder.',
    'listings.messages.captionNotChosen': 'En billedtekst hører til et billede, der ikke er valgt.',
    'listings.messages.notPictureOfCase':
      'Kun billeder og plantegninger leveret til denne sag kan være med i dens annonce.',
    'listings.messages.exportRefused':
      'Portalen ville afvise denne annonce. Ret det, kontrollen viser, og eksportér igen.',
  },
  sv: {
    'listings.messages.minAboveMax': 'Det minsta antalet bilder kan inte vara större än det högsta.',
    'listings.messages.minSizeAboveLongEdge':
      'Minsta bredd eller höjd kan inte vara större än den längsta sida en bild skalas till.',
    'listings.messages.namingWithoutPosition':
      'Filnamnet måste innehålla {position}, så att varje bild får ett eget namn, och sluta på .jpg.',
    'listings.messages.materialTwice': 'Varje bild kan bara finnas med en gång i annonsen.',
    'listings.messages.mainNotChosen': 'Huvudbilden måste vara en av de valda bilderna.',
    'listings.messages.captionNotChosen': 'En bildtext hör till en bild som inte är vald.',
    'listings.messages.notPictureOfCase':
      'Bara bilder och planritningar som levererats till det här ärendet kan finnas i dess annons.',
    'listings.messages.exportRefused':
      'Portalen skulle avvisa den här annonsen. Åtgärda det som kontrollen visar och exportera igen.',
  },
  no: {
    'listings.messages.minAboveMax': 'Laveste antall bilder kan ikke være høyere enn det høyeste.',
    'listings.messages.minSizeAboveLongEdge':
      'Minste bredde eller høyde kan ikke være større enn den lengste kanten et bilde skaleres til.',
    'listings.messages.namingWithoutPosition':
      'Filnavnet må inneholde {position}, slik at hvert bilde får sitt eget navn, og slutte på .jpg.',
    'listings.messages.materialTwice': 'Hvert bilde kan bare være med én gang i annonsen.',
    'listings.messages.mainNotChosen': 'Hovedbildet må være et av de valgte bildene.',
    'listings.messages.captionNotChosen': 'En bildetekst hører til et bilde som ikke er valgt.',
    'listings.messages.notPictureOfCase':
      'Bare bilder og plantegninger levert til denne saken kan være med i annonsen.',
    'listings.messages.exportRefused':
      'Portalen ville avvist denne annonsen. Rett det kontrollen viser, og eksporter på nytt.',
  },
};
