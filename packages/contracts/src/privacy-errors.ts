// Error keys of the personal-data calls (docs/privacy.md); errors.ts merges them.
export const PrivacyErrorKey = {
  privacySubjectNeeded: 'privacy.messages.subjectNeeded',
} as const;
type PrivacyErrorKey = (typeof PrivacyErrorKey)[keyof typeof PrivacyErrorKey];

export const privacyErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<PrivacyErrorKey, string>> = {
  en: {
    'privacy.messages.subjectNeeded': "Enter the person's email address or phone number.",
  },
  da: {
    'privacy.messages.subjectNeeded': 'Angiv personens e-mailadresse eller telefonnummer.',
  },
  sv: {
    'privacy.messages.subjectNeeded': 'Ange personens e-postadress eller telefonnummer.',
  },
  no: {
    'privacy.messages.subjectNeeded': 'Skriv inn personens e-postadresse eller telefonnummer.',
  },
};
