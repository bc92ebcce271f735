import { FastColor } from '@ant-design/fast-color';

/** WCAG 2.2 AA: normal-size text and the text of buttons need 4.5:1 against what is behind them. */
export const AA_TEXT_CONTRAST = 4.5;

const WHITE = '#ffffff';
const BLACK = '#000000';
// Ant Design's body text (rgba(0, 0, 0, 0.88)) as it looks on white.
const BODY_TEXT = '#1f1f1f';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour the portal can use: a hex value as departments store them; anything else counts as none. */
export const validColour = (value: string | null | undefined): string | null =>
  value && HEX_COLOUR.test(value.trim()) ? new FastColor(value.trim()).toHexString() : null;

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [new FastColor(a).getLuminance(), new FastColor(b).getLuminance()].sort(
    (x, y) => y - x,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The brand colour, darkened in small steps until it reads as text on every one of `backgrounds` (links,
 * the selected menu item) and carries white button text. A dark brand colour comes back unchanged.
 */
export function accessibleShade(colour: string, backgrounds: string[] = [WHITE]): string {
  const readable = (shade: string) =>
    backgrounds.every((background) => contrastRatio(shade, background) >= AA_TEXT_CONTRAST);
  // Mixing in black keeps the hue and dulls it as a printed shade would; lowering the lightness alone turns
  // a warm red into a glaring one.
  for (let black = 0; black <= 100; black += 2) {
    const shade = new FastColor(colour).mix(BLACK, black).toHexString();
    if (readable(shade)) return black === 0 ? colour : shade;
  }
  return BLACK;
}

/** The text colour for a fill of `fill`: the department's own when it reads well, else white or black. */
export function textOn(fill: string, preferred: string | null): string {
  if (preferred && contrastRatio(preferred, fill) >= AA_TEXT_CONTRAST) return preferred;
  return contrastRatio(WHITE, fill) >= contrastRatio(BLACK, fill) ? WHITE : BLACK;
}

/** The page background, only when body text stays readable on it. */
export const readableBackground = (colour: string | null): string | null =>
  colour && contrastRatio(BODY_TEXT, colour) >= AA_TEXT_CONTRAST ? colour : null;
