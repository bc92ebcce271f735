// Locale mapping of docs/product.md. Kept apart from rules.ts and free of zod, so the portal's first page
// can read it without loading the schema library or the phone-number metadata.

/** The portal's languages; enums.ts's `Locale` schema is made from this list. */
export const LOCALES = ['en', 'da', 'sv', 'no'] as const;

/** One of LOCALES: the type enums.ts exports as `Locale`, named here since enums.ts imports this file. */
type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const FALLBACK_LOCALE: Locale = 'en';

/** Browser or stored language tag to a portal locale; null when the portal has no such language. */
export function mapLocale(tag: string | null | undefined): Locale | null {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  switch (language) {
    case 'en':
      return 'en';
    case 'da':
      return 'da';
    case 'sv':
      return 'sv';
    case 'no':
    case 'nb':
    case 'nn':
      return 'no';
    default:
      return null;
  }
}

/**
 * 'sv' on Swedish hosts, otherwise 'da'. The spec says "host contains .se"; matching whole labels keeps
 * hosts such as portal.secure.dk Danish.
 */
export function defaultLocale(host: string): Locale {
  const labels = host.trim().toLowerCase().replace(/:\d+$/, '').split('.');
  return labels.slice(1).includes('se') ? 'sv' : 'da';
}
