import type { SessionAnswer, UserRecord } from '@portal/contracts';

/** A signed-in agent of one Danish department, as the hub's session call describes them. */
export const AGENT: UserRecord = {
  id: 'u-agent',
  email: 'agent@nordbolig.dk',
  firstName: 'Anne',
  lastName: 'Agent',
  phoneNumber: null,
  phoneAlt: null,
  timezone: 'Europe/Copenhagen',
  isExternal: false,
  isDirectoryUser: false,
  settings: { showPrices: true },
  roleId: null,
  branches: [],
  contactPersonId: null,
  locale: 'da',
  impersonatedUser: null,
};

/** The fake hub's answer to the session call: the agent is signed in. */
export const signedInSession = {
  'GET /api/Authentication/session': { body: { user: AGENT } satisfies SessionAnswer },
};
