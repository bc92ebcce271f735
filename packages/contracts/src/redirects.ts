// Where a person may be sent after signing in: a page of the portal itself, never another site. The hub and
// the portal both apply this one rule (docs/decisions/0053-redirect-targets-by-one-rule.md). Free of zod, so
// the login page can use it without loading the schema library.

/**
 * C0 controls, DEL, C1 controls and the backslash. Browsers drop tabs and line breaks from a URL and read a
 * backslash as a slash, so "/\t/host" and "/\\host" are other sites to them although they start with one "/".
 */
function isUnsafeCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || character === '\\';
}

const holdsUnsafeCharacter = (text: string): boolean => [...text].some(isUnsafeCharacter);

/** The text with its percent escapes decoded once; undefined when an escape is malformed. */
function decodedOnce(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The page of the portal at `portalUrl` that `target` names, as its path, query and fragment; undefined when
 * `target` resolves (WHATWG URL parser, relative to `portalUrl`) to another origin, or holds a control
 * character or a backslash, written out or percent-encoded (a later step that decodes once must not find
 * one either).
 */
export function portalPathOf(target: string | null | undefined, portalUrl: string): string | undefined {
  if (!target) return undefined;
  const decoded = decodedOnce(target);
  if (decoded === undefined || holdsUnsafeCharacter(target) || holdsUnsafeCharacter(decoded))
    return undefined;
  let resolved: URL;
  let portal: URL;
  try {
    portal = new URL(portalUrl);
    resolved = new URL(target, portal);
  } catch {
    return undefined;
  }
  if (resolved.origin !== portal.origin) return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
