import { portalPathOf } from '@portal/contracts';

export const SUPPORT_PATH = '/support';

/** The support page, told which page the user comes from (not when already on it). */
export function supportPagePath(fromPath: string): string {
  if (fromPath.startsWith(SUPPORT_PATH)) return SUPPORT_PATH;
  return `${SUPPORT_PATH}?from=${encodeURIComponent(fromPath)}`;
}

/**
 * The portal page the user came from, for support's context: the `from` the portal's links pass, else the
 * path of the referring page when it is the portal's own (a bookmark or another site tells nothing).
 */
export function cameFrom(fromParameter: string | null, referrer: string, origin: string): string | undefined {
  const fromPage = portalPathOf(fromParameter, origin);
  if (fromPage && !/\s/.test(fromPage)) return fromPage.slice(0, 500);
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    return url.origin === origin ? `${url.pathname}${url.search}`.slice(0, 500) : undefined;
  } catch {
    return undefined;
  }
}
