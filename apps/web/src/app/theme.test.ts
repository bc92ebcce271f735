import { FastColor } from '@ant-design/fast-color';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '@/features/branding/lib/brand-colours.ts';
import { theme } from './theme.ts';

const WHITE = '#ffffff';
const PAGE = '#f6f6f7';

/** A colour the theme sets: a token it leaves out or misspells fails here instead of reading as black. */
function colourOf(value: unknown, name: string): string {
  expect(typeof value, `${name} is set by the theme`).toBe('string');
  expect(new FastColor(value as string).isValid, `${name} is a colour`).toBe(true);
  return value as string;
}

/** A token's colour as it shows on `background`: Ant Design writes its greys as see-through black. */
const shown = (colour: string, background: string) =>
  new FastColor(colour).onBackground(background).toHexString();

describe('the portal theme (WCAG 2.2 AA)', () => {
  it.each([
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorError',
  ])('%s reads at 4.5:1 on white and on the page background', (token) => {
    const colour = colourOf(theme.token?.[token as keyof NonNullable<typeof theme.token>], token);
    for (const background of [WHITE, PAGE]) {
      expect(contrastRatio(shown(colour, background), background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('status tags read at 4.5:1 on their pale fills', () => {
    const tag = theme.components?.Tag ?? {};
    // Ant Design's pale fills of info, success and warning.
    const fills = { colorInfo: '#e6f4ff', colorSuccess: '#f6ffed', colorWarning: '#fffbe6' };
    for (const [token, fill] of Object.entries(fills)) {
      const colour = colourOf(tag[token as keyof typeof tag], `Tag.${token}`);
      expect(contrastRatio(colour, fill), token).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
    // The error tag uses the portal's error red on its fill.
    const error = colourOf(theme.token?.colorError, 'colorError');
    expect(contrastRatio(error, '#fff2f0')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('white text on the off switch reads at 4.5:1', () => {
    const off = colourOf(theme.components?.Switch?.colorTextQuaternary, 'Switch.colorTextQuaternary');
    const fill = shown(off, WHITE);
    expect(contrastRatio(WHITE, fill)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
