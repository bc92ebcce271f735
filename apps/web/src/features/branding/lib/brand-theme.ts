import type { WhitelabelRecord } from '@portal/contracts';
import type { ThemeConfig } from 'antd';
import { accessibleShade, readableBackground, textOn, validColour } from './brand-colours.ts';

/** What the portal's look is made of: a brand colour, the text on it, and the page background. */
export interface BrandColours {
  /** As the brand has it, for the logo mark and other large fills. */
  brand: string;
  /** The brand colour as text, links and buttons use it: at least 4.5:1 on white and on the page. */
  primary: string;
  /** Text on a `primary` fill (buttons, the avatar). */
  onPrimary: string;
  background: string;
}

/**
 * The colours for a department's branding over the portal's own: each given colour is used where it stays
 * readable (WCAG AA), and shaded or left out where it would not.
 */
export function brandColours(base: BrandColours, branding: WhitelabelRecord | undefined): BrandColours {
  const brand = validColour(branding?.primaryColor) ?? base.brand;
  const background = readableBackground(validColour(branding?.backgroundColor)) ?? base.background;
  const primary = accessibleShade(brand, ['#ffffff', background]);
  return { brand, primary, onPrimary: textOn(primary, validColour(branding?.contrastColor)), background };
}

/** The Ant Design tokens that carry the colours, for a ConfigProvider around the signed-in pages. */
export const brandTheme = (colours: BrandColours): ThemeConfig => ({
  token: {
    colorPrimary: colours.primary,
    colorLink: colours.primary,
    colorTextLightSolid: colours.onPrimary,
  },
  components: { Layout: { bodyBg: colours.background } },
});
