import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorMessages, Locale, permissionMessages, ruleMessages } from '@portal/contracts';
import type { Plugin } from 'vite';
import { FIRST_PAGE_NAMESPACES, type TextPart } from '../src/lib/first-page-texts.ts';

const PREFIX = 'virtual:portal-texts/';

/**
 * `virtual:portal-texts/<language>-<part>`: the texts of one language in two modules, those of the first
 * page and the rest, so a visitor downloads only their own language and the login page only its own texts.
 * They hold the portal's namespaces (src/locales/<language>/*.json) and the contracts' error, rule and
 * permission texts, picked out of the contracts' all-language objects here, at build time: in the browser,
 * importing those objects would bring every language's texts of every screen to the first page.
 */
export function portalTexts(localesFolder: string): Plugin {
  return {
    name: 'portal-texts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [, language, part] = id.slice(PREFIX.length + 1).match(/^(\w+)-(first-page|rest)$/) ?? [];
      const locale = Locale.parse(language);
      const folder = path.join(localesFolder, locale);
      const files = (await readdir(folder)).filter((name) => name.endsWith('.json'));
      const all = files.map((file) => file.slice(0, -'.json'.length));
      // A contracts text whose key names no namespace file ('errors.', 'rules.', 'booking.') is the first
      // page's: the portal files it under its own namespace or under 'common'.
      const partOf = (namespace: string): TextPart =>
        FIRST_PAGE_NAMESPACES.includes(namespace) || !all.includes(namespace) ? 'first-page' : 'rest';
      const namespaces: Record<string, unknown> = {};
      for (const namespace of all.filter((name) => partOf(name) === part)) {
        const source = path.join(folder, `${namespace}.json`);
        this.addWatchFile(source);
        namespaces[namespace] = JSON.parse(await readFile(source, 'utf8'));
      }
      const contractTexts = {
        ...errorMessages[locale],
        ...ruleMessages[locale],
        ...permissionMessages[locale],
      };
      const flat = Object.fromEntries(
        Object.entries(contractTexts).filter(([key]) => partOf(key.slice(0, key.indexOf('.'))) === part),
      );
      // A JSON string parses faster than the same object written as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify({ namespaces, flat }))});`;
    },
  };
}
