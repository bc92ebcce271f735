// Error keys of changing a case's own details, kept apart from errors.ts so neither file grows past reading
// size; errors.ts merges them into ErrorKey.
export const CaseErrorKey = {
  /** The spec's "address update failure": the change could not be saved. */
  addressUpdateFailed: 'cases.messages.addressUpdateFailed',
  /** An archived case (ARCHIVED or ARCHIVING) keeps the address its material was made and archived under. */
  addressOfArchivedCase: 'cases.messages.addressOfArchivedCase',
  searchTooShort: 'cases.messages.searchTooShort',
  caseCreateFailed: 'cases.messages.caseCreateFailed',
  caseDetailsUpdateFailed: 'cases.messages.caseDetailsUpdateFailed',
} as const;
type CaseErrorKey = (typeof CaseErrorKey)[keyof typeof CaseErrorKey];

export const caseErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<CaseErrorKey, string>> = {
  en: {
    'cases.messages.addressUpdateFailed': 'The address could not be updated. Please try again later.',
    'cases.messages.addressOfArchivedCase': 'The address of an archived case cannot be changed.',
    'cases.messages.searchTooShort': 'Type at least 3 characters to search.',
    'cases.messages.caseCreateFailed': 'The case could not be saved.',
    'cases.messages.caseDetailsUpdateFailed': 'The case details could not be updated.',
  },
  da: {
    'cases.messages.addressUpdateFailed': 'Adressen kunne ikke opdateres. Prøv igen senere.',
    'cases.messages.addressOfArchivedCase': 'Adressen på en arkiveret sag kan ikke ændres.',
    'cases.messages.searchTooShort': 'Skriv mindst 3 tegn for at søge.',
    'cases.messages.caseCreateFailed': 'Sagen kunne ikke gemmes.',
    'cases.messages.caseDetailsUpdateFailed': 'Sagsoplysningerne kunne ikke opdateres.',
  },
  sv: {
    'cases.messages.addressUpdateFailed': 'Adressen kunde inte uppdateras. Försök igen senare.',
    'cases.messages.addressOfArchivedCase': 'Adressen för ett arkiverat ärende kan inte ändras.',
    'cases.messages.searchTooShort': 'Skriv minst 3 tecken för att söka.',
    'cases.messages.caseCreateFailed': 'Ärendet kunde inte sparas.',
    'cases.messages.caseDetailsUpdateFailed': 'Ärendets uppgifter kunde inte uppdateras.',
  },
  no: {
    'cases.messages.addressUpdateFailed': 'Adressen kunne ikke oppdateres. Prøv igjen senere.',
    'cases.messages.addressOfArchivedCase': 'Adressen til en arkivert sak kan ikke endres.',
    'cases.messages.searchTooShort': 'Skriv minst 3 tegn for å søke.',
    'cases.messages.caseCreateFailed': 'Saken kunne ikke lagres.',
    'cases.messages.caseDetailsUpdateFailed': 'Saksopplysningene kunne ikke oppdateres.',
  },
};
