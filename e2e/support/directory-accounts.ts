// The organisation's directory of the browser tests: start-hub.mjs gives these accounts to the fake OpenID
// provider, and the directory sign-in spec signs in with them after binding their domain to departments.

export const DIRECTORY_DOMAIN = 'directory.test';

export const DIRECTORY_ACCOUNT = {
  subject: 'directory-anna',
  login: `anna.berg@${DIRECTORY_DOMAIN}`,
  password: 'directory123',
  givenName: 'Anna',
  familyName: 'Berg',
};

export const DIRECTORY_CLIENT = {
  id: 'property-portal-e2e',
  secret: 'a-client-secret-for-the-browser-tests',
};
