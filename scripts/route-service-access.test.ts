import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { describe, expect, it } from 'vitest';

/**
 * A route reaches data only through service functions that know who asks: an `Actor` or `Caller` parameter,
 * or the token or signed link that authorizes a public page. A service function that checks no access (one a
 * job or another module calls with ids it already trusts) can then not be called from a route by mistake.
 * The exceptions are public by design, each with its reason.
 */
const PUBLIC_BY_DESIGN: Record<string, string> = {
  'auth/auth.service.ts#signIn': 'signing in is how a caller becomes someone',
  'auth/auth.service.ts#requestPasswordReset':
    'asked signed out; answers the same whether the email is known',
  'auth/auth.service.ts#describeSignIn': 'tells a signed-out browser where this email signs in',
  'directory/directory-sign-in.service.ts#startDirectorySignIn':
    'the way to the directory, before any sign-in',
  'health/health.service.ts#databaseAnswers': 'the health check answers everyone',
  'listings/listing-profiles.service.ts#listListingProfiles':
    'the export profiles, the same for every department and key',
  'content/content.service.ts#listNews': 'news for every signed-in user, the same in every department',
  'content/content.service.ts#listArticles': 'help articles for every signed-in user',
  'system-notices/system-notices.service.ts#listStartedNotices': 'notices shown on the sign-in page too',
  'translations/translations.service.ts#createTranslationsCache': 'the portal’s texts, the same for everyone',
  'uploads/uploads.service.ts#describeStorage': 'where uploads go, no row of anyone',
};

const WHO_ASKS_TYPES = new Set(['Actor', 'Caller', 'StartedSession']);
const AUTHORIZING_NAMES = /token|link/i;
const DATA_TYPES = new Set(['AppDeps', 'Db']);

type Param = { name: string; type: string | undefined };
type Node = Record<string, unknown> & { type: string };
const MODULES = 'apps/api/src/modules';

function paramOf(node: Node): Param {
  const pattern = (node.pat ?? node) as Node;
  const target = (pattern.type === 'AssignmentPattern' ? pattern.left : pattern) as Node;
  const annotation = (target.typeAnnotation as Node | undefined)?.typeAnnotation as Node | undefined;
  const typeName = (annotation?.typeName as Node | undefined)?.value as string | undefined;
  return { name: String(target.value ?? ''), type: typeName };
}

function parse(file: string) {
  return parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript' }).body as unknown as Node[];
}

/** Every exported function of the services, with its parameters, keyed `module/file#name`. */
function serviceFunctions(): Map<string, Param[]> {
  const found = new Map<string, Param[]>();
  for (const file of globSync(`${MODULES}/**/*.service.ts`)) {
    for (const statement of parse(file)) {
      const declaration = statement.declaration as Node | undefined;
      if (statement.type !== 'ExportDeclaration' || declaration?.type !== 'FunctionDeclaration') continue;
      const name = (declaration.identifier as Node).value as string;
      const key = `${path.relative(MODULES, file)}#${name}`;
      found.set(key, (declaration.params as Node[]).map(paramOf));
    }
  }
  return found;
}

/** Every service function a route file names, whether imported by name or through `service.name`. */
function calledByRoutes(): Map<string, string[]> {
  const called = new Map<string, string[]>();
  const note = (key: string, file: string) =>
    called.set(key, [...(called.get(key) ?? []), path.basename(file)]);
  for (const file of globSync(`${MODULES}/**/*.routes.ts`)) {
    const text = readFileSync(file, 'utf8');
    for (const statement of parse(file)) {
      const source = (statement.source as Node | undefined)?.value as string | undefined;
      if (statement.type !== 'ImportDeclaration' || !source?.endsWith('.service.ts')) continue;
      const target = path.relative(MODULES, path.join(path.dirname(file), source));
      for (const specifier of statement.specifiers as Node[]) {
        const local = (specifier.local as Node).value as string;
        if (specifier.type === 'ImportSpecifier') {
          note(
            `${target}#${((specifier.imported as Node | null)?.value as string | undefined) ?? local}`,
            file,
          );
        } else if (specifier.type === 'ImportNamespaceSpecifier') {
          for (const match of text.matchAll(new RegExp(`\\b${local}\\.(\\w+)`, 'g')))
            note(`${target}#${match[1]}`, file);
        }
      }
    }
  }
  return called;
}

/** Reads rows (takes the hub's deps or database) without knowing who asks or what link authorizes it. */
const checksNoAccess = (params: Param[]) =>
  params.some((param) => param.type && DATA_TYPES.has(param.type)) &&
  !params.some(
    (param) => (param.type && WHO_ASKS_TYPES.has(param.type)) || AUTHORIZING_NAMES.test(param.name),
  );

describe('what a route may call', () => {
  const functions = serviceFunctions();
  const called = calledByRoutes();

  it('finds the services and the routes that call them', () => {
    expect(functions.size).toBeGreaterThan(300);
    expect([...called.keys()].filter((key) => functions.has(key)).length).toBeGreaterThan(200);
  });

  it('is only service functions that know who asks, or ones public by design', () => {
    const unchecked = [...called.entries()]
      .filter(([key]) => !PUBLIC_BY_DESIGN[key])
      .filter(([key]) => checksNoAccess(functions.get(key) ?? []))
      .map(([key, routes]) => `${key} (called by ${[...new Set(routes)].join(', ')})`);
    expect(unchecked).toEqual([]);
  });

  it('lists as public by design only functions that exist and that routes call', () => {
    for (const key of Object.keys(PUBLIC_BY_DESIGN)) {
      expect(functions.has(key), key).toBe(true);
      expect(called.has(key), key).toBe(true);
    }
  });

  it('catches a route calling a function that checks no access', () => {
    expect(
      checksNoAccess([
        { name: 'db', type: 'Db' },
        { name: 'userId', type: undefined },
      ]),
    ).toBe(true);
    expect(
      checksNoAccess([
        { name: 'deps', type: 'AppDeps' },
        { name: 'actor', type: 'Actor' },
      ]),
    ).toBe(false);
    expect(
      checksNoAccess([
        { name: 'deps', type: 'AppDeps' },
        { name: 'token', type: undefined },
      ]),
    ).toBe(false);
    expect(checksNoAccess([{ name: 'header', type: undefined }])).toBe(false);
  });
});
