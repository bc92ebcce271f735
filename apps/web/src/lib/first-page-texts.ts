/**
 * The namespaces the first page (the login page) shows texts of. They come in one small chunk per language;
 * every other page waits for the rest of its language's texts too (`loadAllTexts` in i18n.ts), so the login
 * page downloads none of the signed-in portal's texts. Also read at build time by build/portal-texts.ts.
 */
export const FIRST_PAGE_NAMESPACES: readonly string[] = ['common', 'auth', 'errors', 'rules'];

export type TextPart = 'first-page' | 'rest';
