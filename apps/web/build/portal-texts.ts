import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { errorMessages, Locale, permissionMessages, ruleMessages } from '@portal/contracts';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:portal-texts/';

/**
 * `virtual:portal-texts/<language>`: every text of one language in one module, so a visitor downloads one
 * file in their own language and nothing of the other three. It holds the portal's namespaces
 * (src/locales/<language>/*.json) and the contracts' error, rule and permission texts, picked out of the
 * contracts' all-language objects here, at build time: in the browser, importing those objects would bring
 * every language's texts of every screen to the first page.
 */
export function portalTexts(localesFolder: string): Plugin {
  return {
    name: 'portal-texts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = Locale.parse(id.slice(PREFIX.length + 1));
      const folder = path.join(localesFolder, locale);
      const namespaces: Record<string, unknown> = {};
      for (const file of (await readdir(folder)).filter((name) => name.endsWith('.json'))) {
        const source = path.join(folder, file);
        this.addWatchFile(source);
        namespaces[file.slice(0, -'.json'.length)] = JSON.parse(await readFile(source, 'utf8'));
      }
      const flat = { ...errorMessages[locale], ...ruleMessages[locale], ...permissionMessages[locale] };
      // A JSON string parses faster than the same object written as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify({ namespaces, flat }))});`;
    },
  };
}
