// Error keys of the rules that keep power from growing by itself: acting as someone else and handing out
// access by invitation (docs/permissions.md); errors.ts merges them.
export const AccessGrantErrorKey = {
  impersonationPermissionsNotHeld: 'users.impersonation.permissionsNotHeld',
  notWhileImpersonating: 'errors.notWhileImpersonating',
  shareLongWhileImpersonating: 'presentation.shares.oneDayWhileImpersonating',
  inviteOwnAccount: 'users.invite.ownAccount',
} as const;
type AccessGrantErrorKey = (typeof AccessGrantErrorKey)[keyof typeof AccessGrantErrorKey];

export const accessGrantErrorMessages: Record<
  'en' | 'da' | 'sv' | 'no',
  Record<AccessGrantErrorKey, string>
> = {
  en: {
    'users.impersonation.permissionsNotHeld':
      'You can only act as someone whose permissions you hold yourself, and this user may do more than you.',
    'errors.notWhileImpersonating':
      'While acting as someone else you cannot create or change anything that outlasts your session (API keys, webhooks, roles, invitations, access, long share links). Stop acting as them first, or ask the person to do it.',
    'presentation.shares.oneDayWhileImpersonating':
      'While acting as someone else you can only make a link that works for one day.',
    'users.invite.ownAccount': 'You cannot invite yourself. Ask another admin of the department.',
  },
  da: {
    'users.impersonation.permissionsNotHeld':
      'Du kan kun handle som en person, hvis rettigheder du selv har, og denne bruger må mere end dig.',
    'errors.notWhileImpersonating':
      'Mens du handler som en anden, kan du ikke oprette eller ændre noget, der varer længere end din session (API-nøgler, webhooks, roller, invitationer, adgang, lange delingslinks). Stop med at handle som personen først, eller bed personen om at gøre det.',
    'presentation.shares.oneDayWhileImpersonating':
      'Mens du handler som en anden, kan du kun lave et link, der virker i én dag.',
    'users.invite.ownAccount': 'Du kan ikke invitere dig selv. Spørg en anden administrator i afdelingen.',
  },
  sv: {
    'users.impersonation.permissionsNotHeld':
      'Du kan bara agera som någon vars behörigheter du själv har, och den här användaren får göra mer än du.',
    'errors.notWhileImpersonating':
      'Medan du agerar som någon annan kan du inte skapa eller ändra något som varar längre än din session (API-nycklar, webhooks, roller, inbjudningar, åtkomst, långa delningslänkar). Sluta agera som personen först, eller be personen göra det.',
    'presentation.shares.oneDayWhileImpersonating':
      'Medan du agerar som någon annan kan du bara skapa en länk som fungerar i en dag.',
    'users.invite.ownAccount': 'Du kan inte bjuda in dig själv. Fråga en annan administratör på kontoret.',
  },
  no: {
    'users.impersonation.permissionsNotHeld':
      'Du kan bare opptre som en person hvis rettigheter du selv har, og denne brukeren kan mer enn deg.',
    'errors.notWhileImpersonating':
      'Mens du opptrer som en annen, kan du ikke opprette eller endre noe som varer lenger enn økten din (API-nøkler, webhooker, roller, invitasjoner, tilgang, lange delingslenker). Slutt å opptre som personen først, eller be personen gjøre det.',
    'presentation.shares.oneDayWhileImpersonating':
      'Mens du opptrer som en annen, kan du bare lage en lenke som virker i én dag.',
    'users.invite.ownAccount': 'Du kan ikke invitere deg selv. Spør en annen administrator i avdelingen.',
  },
};
