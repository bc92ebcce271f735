import type { ThemeConfig } from 'antd';
import { brandColours } from '@/features/branding/lib/brand-theme.ts';

export const PRIMARY_COLOR = '#F1554C';
const PAGE_BACKGROUND = '#f6f6f7';
/**
 * Ant Design's secondary text (and the off switch's fill behind its white text) is black at 45 %, 3.4:1 on
 * white; at 58 % it reads at 5.3:1 on white and 4.9:1 on the page background (WCAG AA).
 */
const QUIET_TEXT = 'rgba(0, 0, 0, 0.58)';
/** Placeholders stay paler than what was typed, yet at 4.7:1 on white. */
const PLACEHOLDER_TEXT = 'rgba(0, 0, 0, 0.55)';
/**
 * Status tags (To do, Open, Delivered...) write their status colour on a pale fill of it; Ant Design's own
 * shades read at 1.8 to 3.7:1 there, these darker ones of the same palettes at 5 to 5.5:1.
 */
const STATUS_TAG_TEXT = {
  colorInfo: '#0958d9',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
};
/** Error texts and dangerous buttons: Ant Design's red reads at 3.3:1 on white, this one at 5.9:1. */
const ERROR_RED = '#cf1322';

/**
 * The portal's own look. The brand red reads at only 3.4:1 on white, so text, links and buttons use a
 * darker shade of it that reaches 4.5:1 (WCAG AA); the logo keeps the red itself. A department's branding
 * replaces these colours on the signed-in pages (features/branding).
 */
export const PORTAL_COLOURS = brandColours(
  { brand: PRIMARY_COLOR, primary: PRIMARY_COLOR, onPrimary: '#ffffff', background: PAGE_BACKGROUND },
  undefined,
);

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PORTAL_COLOURS.primary,
    colorLink: PORTAL_COLOURS.primary,
    colorTextSecondary: QUIET_TEXT,
    colorTextTertiary: QUIET_TEXT,
    colorTextDescription: QUIET_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
    colorError: ERROR_RED,
    fontFamily:
      "Montserrat, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // docs/product.md. These are Ant Design's own breakpoints, written out so they are checked here.
    screenXS: 480,
    screenSM: 576,
    screenMD: 768,
    screenLG: 992,
    screenXL: 1200,
    screenXXL: 1600,
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', bodyBg: PAGE_BACKGROUND },
    // Narrower than the default 16 px, so the header's menu fits a 1280 px screen in the longer languages too.
    Menu: { itemPaddingInline: 10 },
    Tag: STATUS_TAG_TEXT,
    Switch: { colorTextQuaternary: QUIET_TEXT, colorTextTertiary: 'rgba(0, 0, 0, 0.7)' },
  },
};
