import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('puts the data folder where npm was started, since workspace scripts run inside the workspace', () => {
    const config = parseConfig({ INIT_CWD: '/srv/portal' });
    expect(config.dataDir).toBe('/srv/portal/data');
    expect(config.pgliteDir).toBe('/srv/portal/data/pglite');
    expect(config.mailDir).toBe('/srv/portal/data/mail');
  });

  it('defaults to port 3000 and a public URL on it', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('trusts no proxy by default, also in production, so X-Forwarded-For cannot be forged by any client', () => {
    expect(parseConfig({}).TRUST_PROXY).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toBeUndefined();
    expect(parseConfig({ NODE_ENV: 'production', TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
  });

  it('trusts only the proxy addresses and ranges TRUST_PROXY names', () => {
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.1']);
    expect(parseConfig({ TRUST_PROXY: ' 10.0.0.0/8, fd00::/8 ,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '*', '1', '10.0.0.300', '10.0.0.0/33', 'proxy.internal'])(
    'refuses TRUST_PROXY=%s, which would trust anyone or cannot be checked',
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );

  it('allows no webhook target outside the public internet by default, and only the addresses and ranges listed', () => {
    expect(parseConfig({}).WEBHOOK_ALLOWED_ADDRESSES).toEqual([]);
    expect(
      parseConfig({ WEBHOOK_ALLOWED_ADDRESSES: ' 10.20.0.5, 10.30.0.0/16 ,fd00::/8' })
        .WEBHOOK_ALLOWED_ADDRESSES,
    ).toEqual(['10.20.0.5', '10.30.0.0/16', 'fd00::/8']);
    for (const value of ['loopback', 'intranet.corp', '10.0.0.0/33', '*']) {
      expect(() => parseConfig({ WEBHOOK_ALLOWED_ADDRESSES: value }), value).toThrow(
        /WEBHOOK_ALLOWED_ADDRESSES/,
      );
    }
  });

  it('lists every problem of the environment at once', () => {
    expect(() => parseConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('reads the rate limits and timeouts, where 0 turns a limit off', () => {
    const config = parseConfig({
      RATE_LIMIT_SIGN_IN: '0',
      RATE_LIMIT_PER_ADDRESS: '9000',
      UPLOAD_TIMEOUT_SECONDS: '7200',
    });
    expect(config.rateLimits).toEqual({
      perAddress: 9000,
      perSession: 1200,
      signIn: 0,
      password: 10,
      publicLinks: 120,
    });
    expect(config.timeouts).toEqual({ requestSeconds: 120, uploadSeconds: 7200, idleSeconds: 120 });
    expect(() => parseConfig({ RATE_LIMIT_PASSWORD: '-1', REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      /RATE_LIMIT_PASSWORD[\s\S]*REQUEST_TIMEOUT_SECONDS/,
    );
  });

  it('knows the three demo data settings and the three API description settings', () => {
    expect(parseConfig({}).SEED_DEMO).toBe('auto');
    expect(parseConfig({ SEED_DEMO: 'always' }).SEED_DEMO).toBe('always');
    expect(() => parseConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
    expect(parseConfig({}).API_DOCS).toBeUndefined();
    expect(parseConfig({ API_DOCS: 'off' }).API_DOCS).toBe('off');
    expect(() => parseConfig({ API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });

  it('takes the directory settings all together, and never sends its secret over plain http to another machine', () => {
    const directory = { OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 'secret' };
    expect(parseConfig({ ...directory, OIDC_ISSUER: 'https://login.example.test/tenant' }).OIDC_ISSUER).toBe(
      'https://login.example.test/tenant',
    );
    expect(parseConfig({ ...directory, OIDC_ISSUER: 'http://127.0.0.1:4000' }).OIDC_CLIENT_ID).toBe('portal');
    expect(() => parseConfig({ OIDC_ISSUER: 'https://login.example.test' })).toThrow(/all three or none/);
    expect(() => parseConfig({ ...directory, OIDC_ISSUER: 'http://login.example.test' })).toThrow(
      /OIDC_ISSUER/,
    );
  });

  it('trusts the directory’s addresses without email_verified only when OIDC_ISSUER_VERIFIES_EMAIL says so', () => {
    expect(parseConfig({}).OIDC_ISSUER_VERIFIES_EMAIL).toBe(false);
    expect(parseConfig({ OIDC_ISSUER_VERIFIES_EMAIL: 'true' }).OIDC_ISSUER_VERIFIES_EMAIL).toBe(true);
    expect(() => parseConfig({ OIDC_ISSUER_VERIFIES_EMAIL: 'yes' })).toThrow(/OIDC_ISSUER_VERIFIES_EMAIL/);
  });
});
