import { describe, expect, it } from 'vitest';
import { linkAddressProblem } from './link-delivery.ts';

describe('the addresses a delivered link may have', () => {
  it('takes a tour on matterport.com and a film on YouTube or Vimeo, under any of their names', () => {
    for (const url of [
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      'https://matterport.com/discover/space/x',
    ]) {
      expect(linkAddressProblem('Matterport', url), url).toBeNull();
    }
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871',
    ]) {
      expect(linkAddressProblem('Video', url), url).toBeNull();
      expect(linkAddressProblem('SlideShow', url), url).toBeNull();
    }
  });

  it('refuses a tour or film elsewhere, even on a name that only ends like theirs', () => {
    expect(linkAddressProblem('Matterport', 'https://evilmatterport.com/show')).toBe(
      'delivery.messages.linkHostMatterport',
    );
    expect(linkAddressProblem('Matterport', 'https://matterport.com.example.net/show')).toBe(
      'delivery.messages.linkHostMatterport',
    );
    expect(linkAddressProblem('Video', 'https://notyoutube.com/watch?v=1')).toBe(
      'delivery.messages.linkHostVideo',
    );
    expect(linkAddressProblem('Video', 'https://youtu.be.example.net/1')).toBe(
      'delivery.messages.linkHostVideo',
    );
  });

  it('takes any https site for pages, presentations, panoramas and cloud scanner links', () => {
    for (const type of [
      'Link',
      'InteractivePresentation',
      'PoiPresentation',
      'PanoramasHtml5',
      'CloudScannerStaging',
    ] as const) {
      expect(linkAddressProblem(type, 'https://tours.provider.example/strandvejen-12'), type).toBeNull();
    }
  });

  it('refuses what is not an https address of a named site on the internet', () => {
    const refused: [url: string, key: string][] = [
      ['http://example.com/tour', 'delivery.messages.linkNotHttps'],
      ['ftp://example.com/tour', 'delivery.messages.linkNotHttps'],
      ['javascript:alert(1)', 'delivery.messages.linkNotHttps'],
      ['data:text/html,<p>hi</p>', 'delivery.messages.linkNotHttps'],
      ['example.com/tour', 'delivery.messages.linkInvalid'],
      ['https://localhost/tour', 'delivery.messages.linkInvalid'],
      ['https://192.168.1.10/tour', 'delivery.messages.linkInvalid'],
      ['https://0x7f.1/tour', 'delivery.messages.linkInvalid'],
      ['https://[::1]/tour', 'delivery.messages.linkInvalid'],
      ['https://user:secret@example.com/', 'delivery.messages.linkInvalid'],
    ];
    for (const [url, key] of refused) expect(linkAddressProblem('Link', url), url).toBe(key);
  });
});
