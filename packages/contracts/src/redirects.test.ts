import { describe, expect, it } from 'vitest';
import { portalPathOf } from './redirects.ts';

const PORTAL = 'https://portal.example.dk';

/** Targets that start like a page of the portal, or name it, but send a browser elsewhere or run script. */
const FOREIGN_TARGETS = [
  '/\t/evil.example/x',
  '/\n/evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '//evil.example',
  'https://evil.example',
  'https://portal.example.dk.evil.example/',
  'https://portal.example.dk@evil.example/',
  'http://portal.example.dk/cases',
  '/%09/evil.example',
  '/%5C%5Cevil.example',
  '/cases\u0000',
  '\u0000',
  '/cases\u007f',
  '/cases\u0085',
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

describe('the page to go to after signing in', () => {
  it.each(FOREIGN_TARGETS)('refuses %j', (target) => {
    expect(portalPathOf(target, PORTAL)).toBeUndefined();
  });

  it('keeps a path of the portal, with its query and fragment', () => {
    expect(portalPathOf('/cases?status=open#list', PORTAL)).toBe('/cases?status=open#list');
    expect(portalPathOf('/cases/%C3%A6bler', PORTAL)).toBe('/cases/%C3%A6bler');
  });

  it('keeps an absolute URL of the portal’s own origin, as its path', () => {
    expect(portalPathOf('https://portal.example.dk/cases/42?tab=orders', PORTAL)).toBe(
      '/cases/42?tab=orders',
    );
  });

  it('answers nothing for nothing, and for a malformed escape', () => {
    expect(portalPathOf(undefined, PORTAL)).toBeUndefined();
    expect(portalPathOf('', PORTAL)).toBeUndefined();
    expect(portalPathOf('/cases?q=100%', PORTAL)).toBeUndefined();
  });
});
