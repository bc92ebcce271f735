// Error keys of the file storage: a stored file read past its end, a full disk, a storage that errs;
// errors.ts merges them into ErrorKey.
export const StorageErrorKey = {
  /** 416: a Range asking for bytes past the end of a stored file. */
  rangeNotSatisfiable: 'errors.rangeNotSatisfiable',
  /** 507: the hub's disk (local storage) has no room left for the file. */
  storageFull: 'errors.storageFull',
  /** 503: the file storage answers errors or cannot be reached. */
  storageUnavailable: 'errors.storageUnavailable',
} as const;
type StorageErrorKey = (typeof StorageErrorKey)[keyof typeof StorageErrorKey];

export const storageErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<StorageErrorKey, string>> = {
  en: {
    'errors.rangeNotSatisfiable': 'The requested part of the file lies beyond its end.',
    'errors.storageFull': 'There is no room to store the file. Please tell your administrator.',
    'errors.storageUnavailable': 'Files cannot be stored or read right now. Please try again in a moment.',
  },
  da: {
    'errors.rangeNotSatisfiable': 'Den ønskede del af filen ligger efter filens slutning.',
    'errors.storageFull': 'Der er ikke plads til at gemme filen. Giv venligst din administrator besked.',
    'errors.storageUnavailable': 'Filer kan ikke gemmes eller læses lige nu. Prøv igen om et øjeblik.',
  },
  sv: {
    'errors.rangeNotSatisfiable': 'Den begärda delen av filen ligger efter filens slut.',
    'errors.storageFull': 'Det finns inte plats att spara filen. Meddela din administratör.',
    'errors.storageUnavailable': 'Filer kan inte sparas eller läsas just nu. Försök igen om en stund.',
  },
  no: {
    'errors.rangeNotSatisfiable': 'Den ønskede delen av filen ligger etter filens slutt.',
    'errors.storageFull': 'Det er ikke plass til å lagre filen. Gi beskjed til administratoren din.',
    'errors.storageUnavailable': 'Filer kan ikke lagres eller leses akkurat nå. Prøv igjen om et øyeblikk.',
  },
};
