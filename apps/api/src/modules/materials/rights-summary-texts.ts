import type { Locale, RightsLicence } from '@portal/contracts';

// The words of a case's rights summary (rights-summary.ts), in the language of the person who downloads it.
// A seller or a listing portal reads the file, so every word is written out; dates stay YYYY-MM-DD, which
// reads the same in every language.

export interface RightsSummaryTexts {
  /** The file's and the PDF's title, before the address. */
  title: string;
  date: string;
  columns: {
    position: string;
    file: string;
    type: string;
    credit: string;
    licence: string;
    expiresOn: string;
    expired: string;
  };
  /** The standard licences' words; a custom licence is its own text. */
  licences: Record<Exclude<RightsLicence, 'CUSTOM'>, string>;
  noExpiry: string;
  yes: string;
  no: string;
  empty: string;
}

export const rightsSummaryTexts: Record<Locale, RightsSummaryTexts> = {
  en: {
    title: 'Usage rights',
    date: 'Date',
    columns: {
      position: 'No.',
      file: 'File',
      type: 'Type',
      credit: 'Credit',
      licence: 'Licence',
      expiresOn: 'Expires on',
      expired: 'Expired',
    },
    licences: {
      SALE_MARKETING: 'Listing and marketing of this sale',
      PERSON_AT_OFFICE: "Portrait, for the person's time at the office",
    },
    noExpiry: 'No expiry',
    yes: 'Yes',
    no: 'No',
    empty: 'The case has no delivered material.',
  },
  da: {
    title: 'Brugsrettigheder',
    date: 'Dato',
    columns: {
      position: 'Nr.',
      file: 'Fil',
      type: 'Type',
      credit: 'Kreditering',
      licence: 'Licens',
      expiresOn: 'Udløber',
      expired: 'Udløbet',
    },
    licences: {
      SALE_MARKETING: 'Annoncering og markedsføring af dette salg',
      PERSON_AT_OFFICE: 'Portræt, så længe personen er på kontoret',
    },
    noExpiry: 'Udløber ikke',
    yes: 'Ja',
    no: 'Nej',
    empty: 'Sagen har intet leveret materiale.',
  },
  sv: {
    title: 'Nyttjanderätter',
    date: 'Datum',
    columns: {
      position: 'Nr',
      file: 'Fil',
      type: 'Typ',
      credit: 'Byline',
      licence: 'Licens',
      expiresOn: 'Går ut',
      expired: 'Utgången',
    },
    licences: {
      SALE_MARKETING: 'Annonsering och marknadsföring av denna försäljning',
      PERSON_AT_OFFICE: 'Porträtt, under personens tid på kontoret',
    },
    noExpiry: 'Går inte ut',
    yes: 'Ja',
    no: 'Nej',
    empty: 'Ärendet har inget levererat material.',
  },
  no: {
    title: 'Bruksrettigheter',
    date: 'Dato',
    columns: {
      position: 'Nr.',
      file: 'Fil',
      type: 'Type',
      credit: 'Kreditering',
      licence: 'Lisens',
      expiresOn: 'Utløper',
      expired: 'Utløpt',
    },
    licences: {
      SALE_MARKETING: 'Annonsering og markedsføring av dette salget',
      PERSON_AT_OFFICE: 'Portrett, så lenge personen er på kontoret',
    },
    noExpiry: 'Utløper ikke',
    yes: 'Ja',
    no: 'Nei',
    empty: 'Saken har ikke noe levert materiale.',
  },
};
