import { type APIRequestContext, expect, request } from '@playwright/test';
import { HUB_PORT } from '../playwright.config.ts';
import { firstLink, latestMailTo } from './mailbox.ts';

export const DEMO_PASSWORD = 'portal123';
const headers = { 'x-portal-request': '1' };

/**
 * Signs `context` in through the call the login page makes; a browser context's own request context shares
 * its cookies with the context's pages, which are then signed in too.
 */
export async function signInByCall(context: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await context.post('/api/Authentication/sign-in', {
    headers,
    data: { email, password, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A request context signed in as a demo user, for preparing data the way the portal would. */
export async function hubAs(email: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL: `http://localhost:${HUB_PORT}`,
    extraHTTPHeaders: headers,
  });
  await signInByCall(context, email, password);
  return context;
}

/**
 * Stores the language the user's mails are written in, as the portal does when they use it in that language,
 * for tests that read a mail in a given language whoever signed in before.
 */
export async function setMailLanguage(email: string, locale: string) {
  const hub = await hubAs(email);
  const user = await (await hub.get('/api/Authentication/user')).json();
  const response = await hub.put(`/api/User/id/${user.id}/locale`, { data: { locale } });
  expect(response.status(), await response.text()).toBe(204);
  await hub.dispose();
}

/** Invites an address to one of the admin's departments (the first by name unless told) through the real call. */
export async function inviteUser(
  admin: APIRequestContext,
  email: string,
  locale = 'en',
  departmentIndex = 0,
) {
  const branches = await (await admin.get('/api/Authentication/user/branches')).json();
  const response = await admin.post('/api/User/Invitation', {
    data: { email, locale, branches: [{ id: branches[departmentIndex].id, isAdmin: false }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** The link of the newest invitation mailed to the address: its token exists nowhere else. */
export async function invitationLinkMailedTo(email: string): Promise<string> {
  return firstLink((await latestMailTo(email, 'invited')).text);
}

/** A new account made through an invitation, so a test can change it without touching the demo users. */
export async function createUser(email: string, password: string) {
  const admin = await hubAs('admin@demo.test');
  await inviteUser(admin, email);
  await admin.dispose();
  const token = new URL(await invitationLinkMailedTo(email)).pathname.split('/').pop();
  // Accepted as the invitee would, without anyone's session.
  const invitee = await request.newContext({
    baseURL: `http://localhost:${HUB_PORT}`,
    extraHTTPHeaders: headers,
  });
  const accepted = await invitee.post(`/api/User/Invitation/${token}/accept`, {
    data: { firstName: 'Test', lastName: 'Person', mobilePhone: '', password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await invitee.dispose();
}

export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;

/** Where this process's house numbers start: seven digits, so no number is the start of another. */
let lastHouseNumber = 1_000_000 + Math.floor(Math.random() * 8_000_000);
/**
 * A house number no other call of this worker gets: a spec finds its own case by its address among the cases
 * every earlier spec on the same hub made, and random numbers of three digits met there.
 */
export const uniqueHouseNumber = () => String(++lastHouseNumber);
