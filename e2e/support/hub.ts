import { type APIRequestContext, expect, request } from '@playwright/test';
import { HUB_PORT } from '../playwright.config.ts';

export const DEMO_PASSWORD = 'portal123';
const headers = { 'x-portal-request': '1' };

/** A request context signed in as a demo user, for preparing data the way the portal would. */
export async function hubAs(email: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL: `http://localhost:${HUB_PORT}`,
    extraHTTPHeaders: headers,
  });
  const response = await context.post('/api/Authentication/sign-in', {
    data: { email, password, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** Invites a new address to the admin's first department through the real call. */
export async function inviteUser(admin: APIRequestContext, email: string, locale = 'en') {
  const branches = await (await admin.get('/api/Authentication/user/branches')).json();
  const response = await admin.post('/api/User/Invitation', {
    data: { email, locale, branches: [{ id: branches[0].id, isAdmin: false }] },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** A new account made through an invitation, so a test can change it without touching the demo users. */
export async function createUser(email: string, password: string) {
  const admin = await hubAs('admin@demo.test');
  const invitation = await inviteUser(admin, email);
  const accepted = await admin.post(`/api/User/Invitation/${invitation.id}/accept`, {
    data: { firstName: 'Test', lastName: 'Person', mobilePhone: '', password },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await admin.dispose();
}

export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
