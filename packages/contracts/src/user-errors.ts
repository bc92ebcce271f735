// Error keys of a user’s details and invitations; errors.ts merges them into ErrorKey.
export const UserErrorKey = {
  oldPasswordIncorrect: 'users.messages.oldPasswordIncorrect',
  userSaveFailed: 'users.messages.userSaveFailed',
  emailTaken: 'users.messages.emailTaken',
  inviteInvalid: 'users.invite.linkInvalid',
  inviteFailed: 'users.invite.failed',
  inviteNeedsBranch: 'users.invite.needsBranch',
} as const;
type UserErrorKey = (typeof UserErrorKey)[keyof typeof UserErrorKey];

export const userErrorMessages: Record<'en' | 'da' | 'sv' | 'no', Record<UserErrorKey, string>> = {
  en: {
    'users.messages.oldPasswordIncorrect': 'Old password is incorrect.',
    'users.messages.userSaveFailed': 'User info could not be saved.',
    'users.messages.emailTaken': 'Another user already has this email address.',
    'users.invite.linkInvalid': 'Invite link does not exist or is no longer valid.',
    'users.invite.failed': 'Error inviting the user.',
    'users.invite.needsBranch': 'Choose at least one department for the invited user.',
  },
  da: {
    'users.messages.oldPasswordIncorrect': 'Den gamle adgangskode er forkert.',
    'users.messages.userSaveFailed': 'Brugeroplysningerne kunne ikke gemmes.',
    'users.messages.emailTaken': 'En anden bruger har allerede denne e-mailadresse.',
    'users.invite.linkInvalid': 'Invitationslinket findes ikke eller er ikke længere gyldigt.',
    'users.invite.failed': 'Der opstod en fejl ved invitation af brugeren.',
    'users.invite.needsBranch': 'Vælg mindst én afdeling til den inviterede bruger.',
  },
  sv: {
    'users.messages.oldPasswordIncorrect': 'Det gamla lösenordet är felaktigt.',
    'users.messages.userSaveFailed': 'Användaruppgifterna kunde inte sparas.',
    'users.messages.emailTaken': 'En annan användare har redan den här e-postadressen.',
    'users.invite.linkInvalid': 'Inbjudningslänken finns inte eller är inte längre giltig.',
    'users.invite.failed': 'Det gick inte att bjuda in användaren.',
    'users.invite.needsBranch': 'Välj minst ett kontor för den inbjudna användaren.',
  },
  no: {
    'users.messages.oldPasswordIncorrect': 'Det gamle passordet er feil.',
    'users.messages.userSaveFailed': 'Brukerinformasjonen kunne ikke lagres.',
    'users.messages.emailTaken': 'En annen bruker har allerede denne e-postadressen.',
    'users.invite.linkInvalid': 'Invitasjonslenken finnes ikke eller er ikke lenger gyldig.',
    'users.invite.failed': 'Det oppstod en feil da brukeren skulle inviteres.',
    'users.invite.needsBranch': 'Velg minst én avdeling for den inviterte brukeren.',
  },
};
