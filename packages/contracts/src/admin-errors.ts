// Error keys of administration (access, roles, departments) and of the other ways to sign in (directory,
// sign-in links, the page to open afterwards), kept apart from errors.ts so neither file grows past reading size; errors.ts merges them.
export const AdminErrorKey = {
  ownAccess: 'users.access.ownAccess',
  revokeAccessFailed: 'users.messages.revokeAccessFailed',
  roleNameTaken: 'roles.messages.nameTaken',
  permissionNotHeld: 'roles.messages.permissionNotHeld',
  ownRoleManage: 'roles.messages.ownRoleManage',
  accessRolesNeeded: 'roles.messages.accessRolesNeeded',
  customerIdTaken: 'branches.messages.customerIdTaken',
  directoryUnavailable: 'auth.directory.unavailable',
  directoryFailed: 'auth.directory.failed',
  directoryNotConnected: 'auth.directory.notConnected',
  directoryNoAccess: 'auth.directory.noAccess',
  directoryChoiceExpired: 'auth.directory.choiceExpired',
  directoryAccountNotLinkable: 'auth.directory.accountNotLinkable',
  redirectNotAllowed: 'auth.redirect.notAllowed',
  signInLinkInvalid: 'auth.pages.externalSignIn.linkInvalid',
  signInLinkDirectoryUser: 'auth.signInLink.directoryUser',
} as const;
type AdminErrorKey = (typeof AdminErrorKey)[keyof typeof AdminErrorKey];

export const adminErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<AdminErrorKey, string>> = {
  en: {
    'users.access.ownAccess': 'You cannot change your own access. Ask another admin of the department.',
    'users.messages.revokeAccessFailed': 'The access could not be revoked. Please try again.',
    'roles.messages.nameTaken': 'A role with this name already exists.',
    'roles.messages.permissionNotHeld': 'You can only hand out permissions that you hold yourself.',
    'roles.messages.ownRoleManage': 'You cannot take the permission to manage roles away from your own role.',
    'roles.messages.accessRolesNeeded':
      'At least one role must give admin access and at least one regular access.',
    'branches.messages.customerIdTaken': 'Another department already has this customer id.',
    'auth.directory.unavailable':
      'Signing in through your organisation is not available at the moment. Please try again later.',
    'auth.directory.failed': 'Signing in through your organisation did not succeed. Please try again.',
    'auth.directory.notConnected':
      "Your organisation's directory is not connected to a department in the portal. Please contact support.",
    'auth.directory.noAccess': 'Your account has no access to any department. Please contact your admin.',
    'auth.directory.choiceExpired': 'The sign-in has expired. Please sign in again.',
    'auth.directory.accountNotLinkable':
      "This account cannot sign in through your organisation's directory. Please sign in with your password or contact support.",
    'auth.redirect.notAllowed': 'The page to open after signing in must be a page of this portal.',
    'auth.pages.externalSignIn.linkInvalid': 'The link you used is either invalid or expired.',
    'auth.signInLink.directoryUser':
      "This user signs in through their organisation's directory and cannot get a sign-in link.",
  },
  da: {
    'users.access.ownAccess': 'Du kan ikke ændre din egen adgang. Bed en anden administrator i afdelingen.',
    'users.messages.revokeAccessFailed': 'Adgangen kunne ikke fjernes. Prøv igen.',
    'roles.messages.nameTaken': 'Der findes allerede en rolle med dette navn.',
    'roles.messages.permissionNotHeld': 'Du kan kun give rettigheder, som du selv har.',
    'roles.messages.ownRoleManage':
      'Du kan ikke fjerne retten til at administrere roller fra din egen rolle.',
    'roles.messages.accessRolesNeeded':
      'Mindst én rolle skal give administratoradgang og mindst én almindelig adgang.',
    'branches.messages.customerIdTaken': 'En anden afdeling har allerede dette kundenummer.',
    'auth.directory.unavailable': 'Log ind via din organisation er ikke muligt lige nu. Prøv igen senere.',
    'auth.directory.failed': 'Log ind via din organisation lykkedes ikke. Prøv igen.',
    'auth.directory.notConnected':
      'Din organisations katalog er ikke knyttet til en afdeling i portalen. Kontakt support.',
    'auth.directory.noAccess': 'Din konto har ikke adgang til nogen afdeling. Kontakt din administrator.',
    'auth.directory.choiceExpired': 'Log ind er udløbet. Log ind igen.',
    'auth.directory.accountNotLinkable':
      'Denne konto kan ikke logge ind via din organisations katalog. Log ind med din adgangskode, eller kontakt support.',
    'auth.redirect.notAllowed': 'Siden, der åbnes efter login, skal være en side i denne portal.',
    'auth.pages.externalSignIn.linkInvalid': 'Linket, du brugte, er enten ugyldigt eller udløbet.',
    'auth.signInLink.directoryUser':
      'Denne bruger logger ind via sin organisations katalog og kan ikke få et login-link.',
  },
  sv: {
    'users.access.ownAccess': 'Du kan inte ändra din egen behörighet. Be en annan administratör på kontoret.',
    'users.messages.revokeAccessFailed': 'Behörigheten kunde inte tas bort. Försök igen.',
    'roles.messages.nameTaken': 'Det finns redan en roll med det här namnet.',
    'roles.messages.permissionNotHeld': 'Du kan bara ge behörigheter som du själv har.',
    'roles.messages.ownRoleManage': 'Du kan inte ta bort rätten att hantera roller från din egen roll.',
    'roles.messages.accessRolesNeeded':
      'Minst en roll måste ge administratörsbehörighet och minst en vanlig behörighet.',
    'branches.messages.customerIdTaken': 'Ett annat kontor har redan det här kundnumret.',
    'auth.directory.unavailable':
      'Inloggning via din organisation är inte möjlig just nu. Försök igen senare.',
    'auth.directory.failed': 'Inloggningen via din organisation lyckades inte. Försök igen.',
    'auth.directory.notConnected':
      'Din organisations katalog är inte kopplad till något kontor i portalen. Kontakta supporten.',
    'auth.directory.noAccess':
      'Ditt konto har inte behörighet till något kontor. Kontakta din administratör.',
    'auth.directory.choiceExpired': 'Inloggningen har gått ut. Logga in igen.',
    'auth.directory.accountNotLinkable':
      'Det här kontot kan inte logga in via din organisations katalog. Logga in med ditt lösenord eller kontakta supporten.',
    'auth.redirect.notAllowed': 'Sidan som öppnas efter inloggningen måste vara en sida i den här portalen.',
    'auth.pages.externalSignIn.linkInvalid': 'Länken du använde är antingen ogiltig eller har gått ut.',
    'auth.signInLink.directoryUser':
      'Den här användaren loggar in via sin organisations katalog och kan inte få en inloggningslänk.',
  },
  no: {
    'users.access.ownAccess': 'Du kan ikke endre din egen tilgang. Be en annen administrator i avdelingen.',
    'users.messages.revokeAccessFailed': 'Tilgangen kunne ikke fjernes. Prøv igjen.',
    'roles.messages.nameTaken': 'Det finnes allerede en rolle med dette navnet.',
    'roles.messages.permissionNotHeld': 'Du kan bare gi rettigheter som du selv har.',
    'roles.messages.ownRoleManage': 'Du kan ikke fjerne retten til å administrere roller fra din egen rolle.',
    'roles.messages.accessRolesNeeded':
      'Minst én rolle må gi administratortilgang og minst én vanlig tilgang.',
    'branches.messages.customerIdTaken': 'En annen avdeling har allerede dette kundenummeret.',
    'auth.directory.unavailable': 'Innlogging via organisasjonen din er ikke mulig nå. Prøv igjen senere.',
    'auth.directory.failed': 'Innloggingen via organisasjonen din lyktes ikke. Prøv igjen.',
    'auth.directory.notConnected':
      'Organisasjonens katalog er ikke knyttet til en avdeling i portalen. Kontakt support.',
    'auth.directory.noAccess': 'Kontoen din har ikke tilgang til noen avdeling. Kontakt administratoren din.',
    'auth.directory.choiceExpired': 'Innloggingen er utløpt. Logg inn på nytt.',
    'auth.directory.accountNotLinkable':
      'Denne kontoen kan ikke logge inn via organisasjonens katalog. Logg inn med passordet ditt, eller kontakt support.',
    'auth.redirect.notAllowed': 'Siden som åpnes etter innlogging, må være en side i denne portalen.',
    'auth.pages.externalSignIn.linkInvalid': 'Lenken du brukte, er enten ugyldig eller utløpt.',
    'auth.signInLink.directoryUser':
      'Denne brukeren logger inn via organisasjonens katalog og kan ikke få en innloggingslenke.',
  },
};
