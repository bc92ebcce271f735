// Error keys of changing a case's own details, kept apart from errors.ts so neither file grows past reading
// size; errors.ts merges them into ErrorKey.
export const CaseErrorKey = {
  /** The spec's "address update failure": the change could not be saved. */
  addressUpdateFailed: 'cases.messages.addressUpdateFailed',
  /** An archived case (ARCHIVED or ARCHIVING) keeps the address its material was made and archived under. */
  addressOfArchivedCase: 'cases.messages.addressOfArchivedCase',
} as const;
type CaseErrorKey = (typeof CaseErrorKey)[keyof typeof CaseErrorKey];

export const caseErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<CaseErrorKey, string>> = {
  en: {
    'cases.messages.addressUpdateFailed': 'The address could not be updated. Please try again later.',
    'cases.messages.addressOfArchivedCase': 'The address of an archived case cannot be changed.',
  },
  da: {
    'cases.messages.addressUpdateFailed': 'Adressen kunne ikke opdateres. Prøv igen senere.',
    'cases.messages.addressOfArchivedCase': 'Adressen på en arkiveret sag kan ikke ændres.',
  },
  sv: {
    'cases.messages.addressUpdateFailed': 'Adressen kunde inte uppdateras. Försök igen senare.',
    'cases.messages.addressOfArchivedCase': 'Adressen för ett arkiverat ärende kan inte ändras.',
  },
  no: {
    'cases.messages.addressUpdateFailed': 'Adressen kunne ikke oppdateres. Prøv igjen senere.',
    'cases.messages.addressOfArchivedCase': 'Adressen til en arkivert sak kan ikke endres.',
  },
};
