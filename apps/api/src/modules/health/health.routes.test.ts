import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

describe('GET /api/health', async () => {
  const { app } = await createTestApp();

  it('answers ok without a session when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is case-insensitive like every call', async () => {
    const response = await app.inject({ method: 'GET', url: '/API/Health' });
    expect(response.statusCode).toBe(200);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown calls with the not-found code, never a stack trace', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('errors.unauthorized');
  });
});
