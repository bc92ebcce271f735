import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { errorMessages, Locale, ruleMessages, TEXT_SECTION_TABLE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const LOCALES = import.meta.dirname;
const SOURCE = path.resolve(LOCALES, '..');
type Texts = { [key: string]: string | Texts };

const textsOf = (locale: string, namespace: string): Texts =>
  JSON.parse(readFileSync(path.join(LOCALES, locale, `${namespace}.json`), 'utf8'));

const namespaces = readdirSync(path.join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));

const keysOf = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

/** The text (or group of texts) a full key names in English, the language every other falls back to. */
function lookUp(key: string): string | Texts | undefined {
  if (key in errorMessages.en || key in ruleMessages.en) return key;
  const [namespace = '', ...rest] = key.split('.');
  if (!namespaces.includes(namespace)) return undefined;
  let found: string | Texts | undefined = textsOf('en', namespace);
  for (const part of rest) found = typeof found === 'object' ? found[part] : undefined;
  return found;
}

/** A key with a count names its plural forms (`_one`, `_other`). */
const isText = (key: string) => typeof lookUp(key) === 'string' || typeof lookUp(`${key}_other`) === 'string';

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [file] : [];
  });

const literalKeys = sourceFiles(SOURCE).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^'$]+)'/g)].map((match) => ({
    file: path.relative(SOURCE, file),
    key: match[1] ?? '',
  })),
);

describe('the portal’s texts', () => {
  it.each(Locale.options.filter((locale) => locale !== 'en'))('are all there in %s', (locale) => {
    for (const namespace of namespaces) {
      expect(keysOf(textsOf(locale, namespace)).sort(), `${locale}/${namespace}.json`).toEqual(
        keysOf(textsOf('en', namespace)).sort(),
      );
    }
  });

  it('are named in full, starting with their namespace, wherever the code names one', () => {
    expect(literalKeys.length).toBeGreaterThan(500);
    const unknown = literalKeys.filter(({ key }) => !isText(key)).map(({ file, key }) => `${file}: ${key}`);
    expect(unknown).toEqual([]);
  });

  it('title every name of the fixed table of text sections, whose titles the code builds from the name', () => {
    const untitled = Object.keys(TEXT_SECTION_TABLE).filter(
      (name) => typeof lookUp(`texts.sections.${name}.title`) !== 'string',
    );
    expect(untitled).toEqual([]);
  });
});
