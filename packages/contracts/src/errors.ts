// Error keys the hub answers with ({ code, message }); each is also the portal's i18n key for the message.
export const ErrorKey = {
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  notFound: 'errors.resourceNotFound',
  badRequest: 'errors.badRequest',
  internal: 'errors.somethingWentWrong',
  csrfHeaderMissing: 'errors.csrfHeaderMissing',
  invalidCredentials: 'auth.pages.login.invalidCredentials',
  tooManyAttempts: 'auth.pages.login.tooManyAttempts',
  directoryUserPassword: 'auth.pages.password.directoryUser',
  recoveryMailFailed: 'auth.pages.forgotPassword.mailFailed',
  resetLinkInvalid: 'auth.pages.resetPassword.linkInvalid',
  resetFailed: 'auth.pages.resetPassword.failed',
  oldPasswordIncorrect: 'users.messages.oldPasswordIncorrect',
  userSaveFailed: 'users.messages.userSaveFailed',
  emailTaken: 'users.messages.emailTaken',
  inviteInvalid: 'users.invite.linkInvalid',
  inviteFailed: 'users.invite.failed',
  inviteNeedsBranch: 'users.invite.needsBranch',
  searchTooShort: 'cases.messages.searchTooShort',
  directoryUserFetchFailed: 'auth.pages.activeDirectory.errorGettingUser',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];

export interface ErrorBody {
  code: string;
  message: string;
  /** Field-level problems of a 400: path joined with dots -> rule message key. */
  fields?: Record<string, string>;
}

type Locale = 'en' | 'da' | 'sv' | 'no';

/** The hub's error messages in each language; the portal reads the same texts through i18n. */
export const errorMessages: Record<Locale, Record<ErrorKey, string>> = {
  en: {
    'errors.unauthorized': 'Please sign in to continue.',
    'errors.forbidden': 'You do not have access to this.',
    'errors.resourceNotFound': 'Resource not found.',
    'errors.badRequest': 'Please check the highlighted fields.',
    'errors.somethingWentWrong': 'Something went wrong. Please try again later.',
    'errors.csrfHeaderMissing': 'The request was refused because it did not come from the portal.',
    'auth.pages.login.invalidCredentials': 'Invalid email and/or password.',
    'auth.pages.login.tooManyAttempts':
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    'auth.pages.password.directoryUser':
      'It is not possible to change your password as you use ADFS for verification. Please contact your IT manager.',
    'auth.pages.forgotPassword.mailFailed':
      'We could not send the email at this time. Please try again later.',
    'auth.pages.resetPassword.linkInvalid': 'The link is no longer valid.',
    'auth.pages.resetPassword.failed': 'Password could not be updated. Please try again later.',
    'users.messages.oldPasswordIncorrect': 'Old password is incorrect.',
    'users.messages.userSaveFailed': 'User info could not be saved.',
    'users.messages.emailTaken': 'Another user already has this email address.',
    'users.invite.linkInvalid': 'Invite link does not exist or is no longer valid.',
    'users.invite.failed': 'Error inviting the user.',
    'users.invite.needsBranch': 'Choose at least one department for the invited user.',
    'cases.messages.searchTooShort': 'Type at least 3 characters to search.',
    'auth.pages.activeDirectory.errorGettingUser': 'We could not fetch your user. Please contact support.',
  },
  da: {
    'errors.unauthorized': 'Log ind for at fortsætte.',
    'errors.forbidden': 'Du har ikke adgang til dette.',
    'errors.resourceNotFound': 'Ressourcen blev ikke fundet.',
    'errors.badRequest': 'Kontrollér de markerede felter.',
    'errors.somethingWentWrong': 'Noget gik galt. Prøv igen senere.',
    'errors.csrfHeaderMissing': 'Forespørgslen blev afvist, fordi den ikke kom fra portalen.',
    'auth.pages.login.invalidCredentials': 'Ugyldig e-mail og/eller adgangskode.',
    'auth.pages.login.tooManyAttempts': 'For mange mislykkede logins. Vent 15 minutter, og prøv igen.',
    'auth.pages.password.directoryUser':
      'Du kan ikke ændre din adgangskode, da du bruger ADFS til verificering. Kontakt din IT-ansvarlige.',
    'auth.pages.forgotPassword.mailFailed': 'Vi kunne ikke sende e-mailen lige nu. Prøv igen senere.',
    'auth.pages.resetPassword.linkInvalid': 'Linket er ikke længere gyldigt.',
    'auth.pages.resetPassword.failed': 'Adgangskoden kunne ikke opdateres. Prøv igen senere.',
    'users.messages.oldPasswordIncorrect': 'Den gamle adgangskode er forkert.',
    'users.messages.userSaveFailed': 'Brugeroplysningerne kunne ikke gemmes.',
    'users.messages.emailTaken': 'En anden bruger har allerede denne e-mailadresse.',
    'users.invite.linkInvalid': 'Invitationslinket findes ikke eller er ikke længere gyldigt.',
    'users.invite.failed': 'Der opstod en fejl ved invitation af brugeren.',
    'users.invite.needsBranch': 'Vælg mindst én afdeling til den inviterede bruger.',
    'cases.messages.searchTooShort': 'Skriv mindst 3 tegn for at søge.',
    'auth.pages.activeDirectory.errorGettingUser': 'Vi kunne ikke hente din bruger. Kontakt support.',
  },
  sv: {
    'errors.unauthorized': 'Logga in för att fortsätta.',
    'errors.forbidden': 'Du har inte behörighet till detta.',
    'errors.resourceNotFound': 'Resursen hittades inte.',
    'errors.badRequest': 'Kontrollera de markerade fälten.',
    'errors.somethingWentWrong': 'Något gick fel. Försök igen senare.',
    'errors.csrfHeaderMissing': 'Begäran nekades eftersom den inte kom från portalen.',
    'auth.pages.login.invalidCredentials': 'Ogiltig e-postadress och/eller lösenord.',
    'auth.pages.login.tooManyAttempts':
      'För många misslyckade inloggningar. Vänta 15 minuter och försök igen.',
    'auth.pages.password.directoryUser':
      'Det går inte att byta lösenord eftersom du använder ADFS för verifiering. Kontakta din IT-ansvarige.',
    'auth.pages.forgotPassword.mailFailed':
      'Vi kunde inte skicka e-postmeddelandet just nu. Försök igen senare.',
    'auth.pages.resetPassword.linkInvalid': 'Länken är inte längre giltig.',
    'auth.pages.resetPassword.failed': 'Lösenordet kunde inte uppdateras. Försök igen senare.',
    'users.messages.oldPasswordIncorrect': 'Det gamla lösenordet är felaktigt.',
    'users.messages.userSaveFailed': 'Användaruppgifterna kunde inte sparas.',
    'users.messages.emailTaken': 'En annan användare har redan den här e-postadressen.',
    'users.invite.linkInvalid': 'Inbjudningslänken finns inte eller är inte längre giltig.',
    'users.invite.failed': 'Det gick inte att bjuda in användaren.',
    'users.invite.needsBranch': 'Välj minst ett kontor för den inbjudna användaren.',
    'cases.messages.searchTooShort': 'Skriv minst 3 tecken för att söka.',
    'auth.pages.activeDirectory.errorGettingUser': 'Vi kunde inte hämta din användare. Kontakta support.',
  },
  no: {
    'errors.unauthorized': 'Logg inn for å fortsette.',
    'errors.forbidden': 'Du har ikke tilgang til dette.',
    'errors.resourceNotFound': 'Ressursen ble ikke funnet.',
    'errors.badRequest': 'Kontroller de markerte feltene.',
    'errors.somethingWentWrong': 'Noe gikk galt. Prøv igjen senere.',
    'errors.csrfHeaderMissing': 'Forespørselen ble avvist fordi den ikke kom fra portalen.',
    'auth.pages.login.invalidCredentials': 'Ugyldig e-post og/eller passord.',
    'auth.pages.login.tooManyAttempts': 'For mange mislykkede innlogginger. Vent 15 minutter og prøv igjen.',
    'auth.pages.password.directoryUser':
      'Det er ikke mulig å endre passordet ditt fordi du bruker ADFS for verifisering. Kontakt IT-ansvarlig.',
    'auth.pages.forgotPassword.mailFailed': 'Vi kunne ikke sende e-posten nå. Prøv igjen senere.',
    'auth.pages.resetPassword.linkInvalid': 'Lenken er ikke lenger gyldig.',
    'auth.pages.resetPassword.failed': 'Passordet kunne ikke oppdateres. Prøv igjen senere.',
    'users.messages.oldPasswordIncorrect': 'Det gamle passordet er feil.',
    'users.messages.userSaveFailed': 'Brukerinformasjonen kunne ikke lagres.',
    'users.messages.emailTaken': 'En annen bruker har allerede denne e-postadressen.',
    'users.invite.linkInvalid': 'Invitasjonslenken finnes ikke eller er ikke lenger gyldig.',
    'users.invite.failed': 'Det oppstod en feil da brukeren skulle inviteres.',
    'users.invite.needsBranch': 'Velg minst én avdeling for den inviterte brukeren.',
    'cases.messages.searchTooShort': 'Skriv minst 3 tegn for å søke.',
    'auth.pages.activeDirectory.errorGettingUser': 'Vi kunne ikke hente brukeren din. Kontakt kundestøtte.',
  },
};
