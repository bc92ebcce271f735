import { describe, expect, it } from 'vitest';
import { cameFrom, supportPagePath } from './support-link.ts';

describe('support link', () => {
  it('passes the page the user comes from, except from the support page itself', () => {
    expect(supportPagePath('/cases/42')).toBe('/support?from=%2Fcases%2F42');
    expect(supportPagePath('/support')).toBe('/support');
  });

  it('takes the from parameter, else a referrer of the portal itself', () => {
    const origin = 'https://portal.test';
    expect(cameFrom('/cases/42', '', origin)).toBe('/cases/42');
    expect(cameFrom('https://elsewhere.test/x', '', origin)).toBeUndefined();
    expect(cameFrom('//elsewhere.test/x', 'https://portal.test/tasks?x=1', origin)).toBe('/tasks?x=1');
    expect(cameFrom(null, 'https://elsewhere.test/tasks', origin)).toBeUndefined();
    expect(cameFrom(null, '', origin)).toBeUndefined();
  });
});
