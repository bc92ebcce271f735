import { splitTextName } from '@portal/contracts';
import type { TFunction } from 'i18next';

/**
 * A section's title in the reader's language: its base name's title and, for numbered sections, the
 * number ("Section 2"). A name the portal has no title for shows as the hub sent it.
 */
export function sectionTitle(t: TFunction, name: string): string {
  const { baseName, number } = splitTextName(name);
  const title = t(`texts.sections.${baseName}.title`, { defaultValue: baseName });
  return number === null ? title : `${title} ${number}`;
}
