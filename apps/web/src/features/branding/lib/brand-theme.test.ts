import type { WhitelabelRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './brand-colours.ts';
import { brandColours } from './brand-theme.ts';

const PORTAL = { brand: '#F1554C', primary: '#F1554C', onPrimary: '#ffffff', background: '#f6f6f7' };

const branding = (colours: Partial<WhitelabelRecord>): WhitelabelRecord => ({
  branchId: 1,
  branchName: 'Office',
  logoUrl: null,
  primaryColor: null,
  contrastColor: null,
  backgroundColor: null,
  faviconUrl: null,
  ...colours,
});

describe('brandColours', () => {
  it('keeps a dark brand colour and its own contrast colour as they are', () => {
    const colours = brandColours(PORTAL, branding({ primaryColor: '#0f4c5c', contrastColor: '#ffffff' }));
    expect(colours).toMatchObject({ brand: '#0f4c5c', primary: '#0f4c5c', onPrimary: '#ffffff' });
  });

  it('darkens a light brand colour until text and buttons reach WCAG AA on white and on the page', () => {
    const colours = brandColours(
      PORTAL,
      branding({ primaryColor: '#f2c14e', contrastColor: '#fff8e1', backgroundColor: '#fbf8ef' }),
    );
    expect(colours.brand).toBe('#f2c14e');
    expect(colours.primary).not.toBe('#f2c14e');
    expect(contrastRatio(colours.primary, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(colours.primary, '#fbf8ef')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // The cream text it asked for is too light on the darker shade: the buttons say white or black instead.
    expect(contrastRatio(colours.onPrimary, colours.primary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(colours.background).toBe('#fbf8ef');
  });

  it('shades the portal’s own red, which reads at only 3.4:1 on white', () => {
    expect(contrastRatio('#F1554C', '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST);
    const colours = brandColours(PORTAL, undefined);
    expect(colours.brand).toBe('#F1554C');
    expect(contrastRatio(colours.primary, '#f6f6f7')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('leaves out a page background that body text cannot be read on, and colours that are not colours', () => {
    const colours = brandColours(
      PORTAL,
      branding({ primaryColor: 'red; background: url(x)', backgroundColor: '#202020' }),
    );
    expect(colours.brand).toBe('#F1554C');
    expect(colours.background).toBe('#f6f6f7');
  });
});
