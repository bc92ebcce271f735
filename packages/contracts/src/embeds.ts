// How the portal frames another service's page in the media lightbox, and which address of a link material
// (a plain link or an embed code) may be framed or listed.

/**
 * What a framed player or tour may do: run its script, keep its own origin (players store settings and
 * refuse to play without it) and cast to a screen. Nothing more: no top navigation (it could send the
 * portal's tab to a look-alike page), no popups, no forms. Full screen is granted by the iframe's `allow`.
 */
const THIRD_PARTY_SANDBOX = ['allow-scripts', 'allow-same-origin', 'allow-presentation'] as const;

/** A page of the portal's own origin runs as an opaque origin: with script and its real origin it could lift the sandbox. */
const OWN_ORIGIN_SANDBOX = ['allow-scripts', 'allow-presentation'] as const;

/** The address an iframe slide may show: https, or the portal's own origin; anything else shows a blank page. */
export function frameAddressOf(src: string, pageUrl: string): string {
  try {
    const url = new URL(src, pageUrl);
    if (url.protocol === 'https:' || url.origin === new URL(pageUrl).origin) return url.href;
  } catch {
    // Not an address at all.
  }
  return 'about:blank';
}

/** The `sandbox` attribute of the iframe that shows `src` on a page at `pageUrl`. */
export function frameSandboxOf(src: string, pageUrl: string): string {
  const address = frameAddressOf(src, pageUrl);
  const ownOrigin = address !== 'about:blank' && new URL(address).origin === new URL(pageUrl).origin;
  return (ownOrigin ? OWN_ORIGIN_SANDBOX : THIRD_PARTY_SANDBOX).join(' ');
}

/** Only an https address is handed out as a link: anything else (javascript:, data:, http) is left out. */
function httpsAddress(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const EMBED_SOURCE = /<(?:iframe|embed)\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** A link material holds an embed code (HTML) rather than an address. */
export const isEmbedCode = (value: string) => value.trim().startsWith('<');

/**
 * The address a link material leads to: the link itself when it is an https address, or the https address
 * of an embed code's iframe or embed element (the code itself is never shown as HTML); null otherwise.
 */
export function linkAddressOf(value: string): string | null {
  if (!isEmbedCode(value)) return httpsAddress(value);
  const match = EMBED_SOURCE.exec(value);
  const source = match?.[1] ?? match?.[2] ?? match?.[3];
  return source ? httpsAddress(source.replaceAll('&amp;', '&')) : null;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtu.be', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

function youtubeIdOf(url: URL, host: string): string | undefined {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  const id =
    host === 'youtu.be'
      ? first
      : first === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : first && YOUTUBE_ID_PATHS.has(first)
          ? second
          : undefined;
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/**
 * The address an embed or iframe slide shows for a link material: its link address, except that a YouTube
 * or Vimeo page becomes the service's player, because their pages refuse to be framed. YouTube plays in its
 * privacy-enhanced mode, which sets no cookie before the visitor starts the film: the presentation is
 * public, and its visitors have not agreed to YouTube's cookies.
 */
export function embedAddressOf(value: string): string | null {
  const address = linkAddressOf(value);
  if (!address) return null;
  const url = new URL(address);
  const host = url.hostname.replace(/^(?:www|m)\./, '');
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeIdOf(url, host);
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : address;
  }
  if (host === 'vimeo.com') {
    const [id, hash] = url.pathname.split('/').filter(Boolean);
    if (id && /^\d+$/.test(id)) {
      const unlisted = hash && /^[0-9a-f]+$/.test(hash) ? `?h=${hash}` : '';
      return `https://player.vimeo.com/video/${id}${unlisted}`;
    }
  }
  return address;
}
