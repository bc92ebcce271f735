import { describe, expect, it } from 'vitest';
import { compareTextNames, TEXT_SECTION_TABLE, textGroupOf, textMaxLengthOf } from './texts.ts';

// The spec's text types (docs/product.md "Texts"), each by the name the hub stores it under.
const SPEC_TYPES = {
  'ad text': ['ads', 'ADS'],
  'area description': ['areaDescription', 'AREA_DESCRIPTION'],
  'area headline': ['areaHeadline', 'AREA_DESCRIPTION'],
  'banner headline': ['bannerHeadline', 'ADS'],
  'banner text': ['bannerText', 'ADS'],
  'case description': ['caseDescription', 'HEADING_AND_INTRODUCTION'],
  'case headline': ['caseHeadline', 'HEADING_AND_INTRODUCTION'],
  'facebook headline': ['facebookHeadline', 'SOCIAL_MEDIA'],
  'facebook subheadline': ['facebookSubheadline', 'SOCIAL_MEDIA'],
  'facebook text': ['facebookText', 'SOCIAL_MEDIA'],
  'google headline': ['googleHeadline', 'ADS'],
  'google text': ['googleText', 'ADS'],
  'instagram text': ['instagramText', 'SOCIAL_MEDIA'],
  'twitter text': ['twitterText', 'SOCIAL_MEDIA'],
  headline: ['heading', 'HEADING_AND_INTRODUCTION'],
  'main text': ['mainText', 'HEADING_AND_INTRODUCTION'],
  'sales text': ['salesText', 'HEADING_AND_INTRODUCTION'],
  'section headline': ['sectionHeadline', 'SECTION'],
  'section description': ['sectionDescription', 'SECTION'],
  'speak text for film and slideshow': ['speakText', 'SPEECH_MOVIE_TEXT'],
  'sub headline': ['subHeadline', 'HEADING_AND_INTRODUCTION'],
  usp: ['usp', 'USP'],
  'poi hotspot text': ['poiHotspotText', 'POI'],
  internet: ['internet', 'ADS'],
} as const;

describe('the fixed table of text names', () => {
  it.each(Object.entries(SPEC_TYPES))('knows the spec’s %s and its group', (_type, [name, group]) => {
    expect(TEXT_SECTION_TABLE[name]?.group).toBe(group);
    expect(textGroupOf(name)).toBe(group);
    expect(textGroupOf(`${name}2`)).toBe(group);
  });

  it('puts a name it does not know under OTHER, with the most characters an unknown section takes', () => {
    expect(textGroupOf('pinterestText')).toBe('OTHER');
    expect(textMaxLengthOf('pinterestText')).toBe(5000);
  });

  it('orders sections by group, then by the table, then by number', () => {
    const names = ['twitterText', 'ads', 'sectionHeadline2', 'heading', 'sectionHeadline', 'unknown'];
    expect(names.sort(compareTextNames)).toEqual([
      'heading',
      'sectionHeadline',
      'sectionHeadline2',
      'ads',
      'twitterText',
      'unknown',
    ]);
  });
});
