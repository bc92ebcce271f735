import { describe, expect, it } from 'vitest';
import { embedAddressOf, frameAddressOf, frameSandboxOf, linkAddressOf } from './embeds.ts';

const PAGE = 'https://portal.example.dk/presentation/abc';

describe('framing embeds in the lightbox', () => {
  it('runs a third-party player sandboxed: its script, its own origin and casting, never top navigation', () => {
    const sandbox = frameSandboxOf('https://player.vimeo.com/video/1', PAGE).split(' ');
    expect(sandbox.toSorted()).toEqual(['allow-presentation', 'allow-same-origin', 'allow-scripts']);
    expect(sandbox.some((token) => token.startsWith('allow-top-navigation'))).toBe(false);
    expect(sandbox).not.toContain('allow-popups');
    expect(sandbox).not.toContain('allow-forms');
  });

  it('gives a page of the portal’s own origin no allow-same-origin, so its script cannot lift the sandbox', () => {
    expect(frameSandboxOf('/api/storage/cases/x/tour.html', PAGE)).toBe('allow-scripts allow-presentation');
    expect(frameSandboxOf('https://portal.example.dk/x', PAGE)).not.toContain('allow-same-origin');
  });

  it('frames only https addresses or the portal’s own, and a blank page for anything else', () => {
    expect(frameAddressOf('https://my.matterport.com/show/?m=1', PAGE)).toBe(
      'https://my.matterport.com/show/?m=1',
    );
    expect(frameAddressOf('/tour', PAGE)).toBe('https://portal.example.dk/tour');
    for (const src of [
      'javascript:alert(1)',
      'http://player.example/1',
      'data:text/html,<script>1</script>',
    ]) {
      expect(frameAddressOf(src, PAGE), src).toBe('about:blank');
    }
  });
});

describe('the address of a link material', () => {
  it.each([
    ['https://my.matterport.com/show/?m=abc', 'https://my.matterport.com/show/?m=abc'],
    [
      '<iframe width="640" src="https://player.vimeo.com/video/1"></iframe>',
      'https://player.vimeo.com/video/1',
    ],
    [
      "<IFRAME src='https://my.matterport.com/show/?m=x&amp;play=1'>",
      'https://my.matterport.com/show/?m=x&play=1',
    ],
    ['<embed src=https://tour.example.com/a type="text/html">', 'https://tour.example.com/a'],
    [
      '<div onclick="steal()"><iframe src="https://player.example.com/v/1?a=1&amp;b=2"></iframe></div>',
      'https://player.example.com/v/1?a=1&b=2',
    ],
  ])('keeps only the https address of %s', (value, address) => {
    expect(linkAddressOf(value)).toBe(address);
  });

  it.each([
    'javascript:alert(1)',
    'http://plain.example.com/tour',
    'not an address',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="http://plain.example.com"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<script src="https://evil.example.com/x.js"></script>',
    '<img src="https://example.com/a.jpg" onerror="alert(1)">',
  ])('refuses %s', (value) => {
    expect(linkAddressOf(value)).toBeNull();
    expect(embedAddressOf(value)).toBeNull();
  });

  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8a3b9c1d2e', 'https://player.vimeo.com/video/76979871?h=8a3b9c1d2e'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://my.matterport.com/show/?m=abc', 'https://my.matterport.com/show/?m=abc'],
  ])('frames the film page %s as its player', (value, player) => {
    expect(embedAddressOf(value)).toBe(player);
  });

  it('leaves a YouTube or Vimeo address it cannot read as it is', () => {
    expect(embedAddressOf('https://www.youtube.com/@office')).toBe('https://www.youtube.com/@office');
    expect(embedAddressOf('https://vimeo.com/channels/staffpicks')).toBe(
      'https://vimeo.com/channels/staffpicks',
    );
    expect(embedAddressOf('https://www.youtube.com/watch?v=short')).toBe(
      'https://www.youtube.com/watch?v=short',
    );
  });
});
