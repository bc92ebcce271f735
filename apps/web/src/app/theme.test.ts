import { FastColor } from '@ant-design/fast-color';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '@/features/branding/lib/brand-colours.ts';
import { theme } from './theme.ts';

const WHITE = '#ffffff';
const PAGE = '#f6f6f7';

/** A token's colour as it shows on `background`: Ant Design writes its greys as see-through black. */
const shown = (colour: string | undefined, background: string) =>
  new FastColor(colour ?? '').onBackground(background).toHexString();

describe('the portal theme (WCAG 2.2 AA, issue 20)', () => {
  it.each([
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorError',
  ])('%s reads at 4.5:1 on white and on the page background', (token) => {
    const colour = theme.token?.[token as keyof NonNullable<typeof theme.token>] as string;
    for (const background of [WHITE, PAGE]) {
      expect(contrastRatio(shown(colour, background), background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('status tags read at 4.5:1 on their pale fills', () => {
    const tag = theme.components?.Tag ?? {};
    // Ant Design's pale fills of info, success and warning.
    const fills = { colorInfo: '#e6f4ff', colorSuccess: '#f6ffed', colorWarning: '#fffbe6' };
    for (const [token, fill] of Object.entries(fills)) {
      const colour = tag[token as keyof typeof tag] as string;
      expect(contrastRatio(colour, fill), token).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
    // The error tag uses the portal's error red on its fill.
    expect(contrastRatio(theme.token?.colorError ?? '', '#fff2f0')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('white text on the off switch reads at 4.5:1', () => {
    const fill = shown(theme.components?.Switch?.colorTextQuaternary as string, WHITE);
    expect(contrastRatio(WHITE, fill)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
