import { describe, expect, it } from 'vitest';
import { frameAddressOf, frameSandboxOf } from './embeds.ts';

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
