import { describe, expect, it } from 'vitest';
import { addressOfEmbedCode } from './presentation-slides.ts';

describe('addressOfEmbedCode', () => {
  it.each([
    [
      '<iframe width="640" src="https://player.vimeo.com/video/1"></iframe>',
      'https://player.vimeo.com/video/1',
    ],
    [
      "<IFRAME src='https://my.matterport.com/show/?m=x&amp;play=1'>",
      'https://my.matterport.com/show/?m=x&play=1',
    ],
    ['<embed src=https://tour.example.com/a type="text/html">', 'https://tour.example.com/a'],
  ])('keeps only the https address of %s', (code, address) => {
    expect(addressOfEmbedCode(code)).toBe(address);
  });

  it.each([
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="http://plain.example.com"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<script src="https://evil.example.com/x.js"></script>',
    '<img src="https://example.com/a.jpg" onerror="alert(1)">',
  ])('refuses %s', (code) => {
    expect(addressOfEmbedCode(code)).toBeNull();
  });
});
