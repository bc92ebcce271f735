// Error keys of signing in, passwords and acting as another user; errors.ts merges them into ErrorKey.
export const SignInErrorKey = {
  invalidCredentials: 'auth.pages.login.invalidCredentials',
  tooManyAttempts: 'auth.pages.login.tooManyAttempts',
  directoryUserPassword: 'auth.pages.password.directoryUser',
  recoveryMailFailed: 'auth.pages.forgotPassword.mailFailed',
  resetRequestsTooMany: 'auth.pages.forgotPassword.tooManyRequests',
  resetLinkInvalid: 'auth.pages.resetPassword.linkInvalid',
  resetFailed: 'auth.pages.resetPassword.failed',
  directoryUserFetchFailed: 'auth.pages.activeDirectory.errorGettingUser',
  impersonationUserInactive: 'auth.impersonation.userInactive',
} as const;
type SignInErrorKey = (typeof SignInErrorKey)[keyof typeof SignInErrorKey];

export const signInErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<SignInErrorKey, string>> = {
  en: {
    'auth.pages.login.invalidCredentials': 'Invalid email and/or password.',
    'auth.pages.login.tooManyAttempts':
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    'auth.pages.password.directoryUser':
      'It is not possible to change your password as you use ADFS for verification. Please contact your IT manager.',
    'auth.pages.forgotPassword.mailFailed':
      'We could not send the email at this time. Please try again later.',
    'auth.pages.forgotPassword.tooManyRequests':
      'Too many requests from your network. Please wait 15 minutes and try again.',
    'auth.pages.resetPassword.linkInvalid': 'The link is no longer valid.',
    'auth.pages.resetPassword.failed': 'Password could not be updated. Please try again later.',
    'auth.pages.activeDirectory.errorGettingUser': 'We could not fetch your user. Please contact support.',
    'auth.impersonation.userInactive': 'This user is deactivated and cannot be impersonated.',
  },
  da: {
    'auth.pages.login.invalidCredentials': 'Ugyldig e-mail og/eller adgangskode.',
    'auth.pages.login.tooManyAttempts': 'For mange mislykkede logins. Vent 15 minutter, og prøv igen.',
    'auth.pages.password.directoryUser':
      'Du kan ikke ændre din adgangskode, da du bruger ADFS til verificering. Kontakt din IT-ansvarlige.',
    'auth.pages.forgotPassword.mailFailed': 'Vi kunne ikke sende e-mailen lige nu. Prøv igen senere.',
    'auth.pages.forgotPassword.tooManyRequests':
      'For mange anmodninger fra dit netværk. Vent 15 minutter, og prøv igen.',
    'auth.pages.resetPassword.linkInvalid': 'Linket er ikke længere gyldigt.',
    'auth.pages.resetPassword.failed': 'Adgangskoden kunne ikke opdateres. Prøv igen senere.',
    'auth.pages.activeDirectory.errorGettingUser': 'Vi kunne ikke hente din bruger. Kontakt support.',
    'auth.impersonation.userInactive': 'Brugeren er deaktiveret, så du kan ikke handle som brugeren.',
  },
  sv: {
    'auth.pages.login.invalidCredentials': 'Ogiltig e-postadress och/eller lösenord.',
    'auth.pages.login.tooManyAttempts':
      'För många misslyckade inloggningar. Vänta 15 minuter och försök igen.',
    'auth.pages.password.directoryUser':
      'Det går inte att byta lösenord eftersom du använder ADFS för verifiering. Kontakta din IT-ansvarige.',
    'auth.pages.forgotPassword.mailFailed':
      'Vi kunde inte skicka e-postmeddelandet just nu. Försök igen senare.',
    'auth.pages.forgotPassword.tooManyRequests':
      'För många förfrågningar från ditt nätverk. Vänta 15 minuter och försök igen.',
    'auth.pages.resetPassword.linkInvalid': 'Länken är inte längre giltig.',
    'auth.pages.resetPassword.failed': 'Lösenordet kunde inte uppdateras. Försök igen senare.',
    'auth.pages.activeDirectory.errorGettingUser': 'Vi kunde inte hämta din användare. Kontakta support.',
    'auth.impersonation.userInactive': 'Användaren är inaktiverad, så du kan inte agera som användaren.',
  },
  no: {
    'auth.pages.login.invalidCredentials': 'Ugyldig e-post og/eller passord.',
    'auth.pages.login.tooManyAttempts': 'For mange mislykkede innlogginger. Vent 15 minutter og prøv igjen.',
    'auth.pages.password.directoryUser':
      'Det er ikke mulig å endre passordet ditt fordi du bruker ADFS for verifisering. Kontakt IT-ansvarlig.',
    'auth.pages.forgotPassword.mailFailed': 'Vi kunne ikke sende e-posten nå. Prøv igjen senere.',
    'auth.pages.forgotPassword.tooManyRequests':
      'For mange forespørsler fra nettverket ditt. Vent 15 minutter og prøv igjen.',
    'auth.pages.resetPassword.linkInvalid': 'Lenken er ikke lenger gyldig.',
    'auth.pages.resetPassword.failed': 'Passordet kunne ikke oppdateres. Prøv igjen senere.',
    'auth.pages.activeDirectory.errorGettingUser': 'Vi kunne ikke hente brukeren din. Kontakt kundestøtte.',
    'auth.impersonation.userInactive': 'Brukeren er deaktivert, så du kan ikke opptre som brukeren.',
  },
};
