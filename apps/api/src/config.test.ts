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

  it('lists every problem of the environment at once', () => {
    expect(() => parseConfig({ PORT: 'abc', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
