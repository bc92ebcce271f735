// How the portal frames another service's page (an embed code's or a link's address) in the media lightbox.

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
