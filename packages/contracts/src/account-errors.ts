// Error keys of accepting invitations and changing an email address, kept apart from errors.ts so neither
// file grows past reading size; errors.ts merges them into ErrorKey.
export const AccountErrorKey = {
  inviteSignInRequired: 'users.invite.signInRequired',
  inviteOtherAccount: 'users.invite.otherAccount',
  emailChangeByLink: 'users.messages.emailChangeByLink',
  emailChangeLinkInvalid: 'users.messages.emailChangeLinkInvalid',
  emailUnchanged: 'users.messages.emailUnchanged',
  currentPasswordIncorrect: 'users.messages.currentPasswordIncorrect',
  emailChangeDirectoryUser: 'users.messages.emailChangeDirectoryUser',
} as const;
type AccountErrorKey = (typeof AccountErrorKey)[keyof typeof AccountErrorKey];

export const accountErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<AccountErrorKey, string>> = {
  en: {
    'users.invite.signInRequired':
      'This invitation is for an existing account. Sign in with that account to accept it.',
    'users.invite.otherAccount':
      'You are signed in with another account. Sign out, then sign in as the invited address to accept.',
    'users.messages.emailChangeByLink':
      'An email address is changed only by its owner, who confirms the new address by a link.',
    'users.messages.emailChangeLinkInvalid': 'The confirmation link is no longer valid.',
    'users.messages.emailUnchanged': 'This is already your email address.',
    'users.messages.currentPasswordIncorrect': 'The password is incorrect.',
    'users.messages.emailChangeDirectoryUser':
      "Your email address comes from your organisation's directory (ADFS). Please contact your IT manager.",
  },
  da: {
    'users.invite.signInRequired':
      'Invitationen gælder en eksisterende konto. Log ind med den konto for at acceptere den.',
    'users.invite.otherAccount':
      'Du er logget ind med en anden konto. Log ud, og log ind med den inviterede adresse for at acceptere.',
    'users.messages.emailChangeByLink':
      'En e-mailadresse ændres kun af dens ejer, som bekræfter den nye adresse via et link.',
    'users.messages.emailChangeLinkInvalid': 'Bekræftelseslinket er ikke længere gyldigt.',
    'users.messages.emailUnchanged': 'Det er allerede din e-mailadresse.',
    'users.messages.currentPasswordIncorrect': 'Adgangskoden er forkert.',
    'users.messages.emailChangeDirectoryUser':
      'Din e-mailadresse kommer fra din organisations katalog (ADFS). Kontakt din IT-ansvarlige.',
  },
  sv: {
    'users.invite.signInRequired':
      'Inbjudan gäller ett befintligt konto. Logga in med det kontot för att acceptera den.',
    'users.invite.otherAccount':
      'Du är inloggad med ett annat konto. Logga ut och logga in med den inbjudna adressen för att acceptera.',
    'users.messages.emailChangeByLink':
      'En e-postadress ändras bara av sin ägare, som bekräftar den nya adressen via en länk.',
    'users.messages.emailChangeLinkInvalid': 'Bekräftelselänken är inte längre giltig.',
    'users.messages.emailUnchanged': 'Det här är redan din e-postadress.',
    'users.messages.currentPasswordIncorrect': 'Lösenordet är fel.',
    'users.messages.emailChangeDirectoryUser':
      'Din e-postadress kommer från din organisations katalog (ADFS). Kontakta din IT-ansvarige.',
  },
  no: {
    'users.invite.signInRequired':
      'Invitasjonen gjelder en eksisterende konto. Logg inn med den kontoen for å godta den.',
    'users.invite.otherAccount':
      'Du er logget inn med en annen konto. Logg ut, og logg inn med den inviterte adressen for å godta.',
    'users.messages.emailChangeByLink':
      'En e-postadresse endres bare av eieren, som bekrefter den nye adressen via en lenke.',
    'users.messages.emailChangeLinkInvalid': 'Bekreftelseslenken er ikke lenger gyldig.',
    'users.messages.emailUnchanged': 'Dette er allerede e-postadressen din.',
    'users.messages.currentPasswordIncorrect': 'Passordet er feil.',
    'users.messages.emailChangeDirectoryUser':
      'E-postadressen din kommer fra organisasjonens katalog (ADFS). Kontakt IT-ansvarlig.',
  },
};
