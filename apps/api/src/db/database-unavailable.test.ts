import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../plugins/errors.ts';
import { isDatabaseUnavailable } from './client.ts';

/** An error as the drivers make them: a message, maybe a code, maybe the error it wraps. */
const failure = (message: string, code?: string, cause?: unknown) =>
  Object.assign(new Error(message, { cause }), code ? { code } : {});

describe('telling a database that cannot be reached from a query that failed', () => {
  it('counts refused, cut and timed-out connections and a server shutting down, also when wrapped', () => {
    expect(isDatabaseUnavailable(failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(failure('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(failure('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(failure('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(failure('the database system is starting up', '57P03'))).toBe(true);
    const wrapped = failure('Failed query: select 1', undefined, failure('read ECONNRESET', 'ECONNRESET'));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('does not count a query the database refused', () => {
    expect(isDatabaseUnavailable(failure('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(failure('duplicate key value', '23505'))).toBe(false);
    expect(
      isDatabaseUnavailable(failure('Failed query', undefined, failure('relation missing', '42P01'))),
    ).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('answers 503 with the translated "try again" message, and a failed query stays a 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/down', async () => {
      throw failure('Failed query: select 1', undefined, failure('connect ECONNREFUSED', 'ECONNREFUSED'));
    });
    app.get('/broken', async () => {
      throw failure('syntax error', '42601');
    });
    const down = await app.inject({ method: 'GET', url: '/down', headers: { 'accept-language': 'sv' } });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 'errors.serviceUnavailable',
      message: 'Portalen är upptagen eller startar om. Försök igen om en stund.',
    });
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });
});
