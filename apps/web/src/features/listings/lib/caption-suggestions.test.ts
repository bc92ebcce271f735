import type { CaseCurrentTextRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { captionSuggestionsOf } from './caption-suggestions.ts';

const text = (name: string, content: string) => ({ name, content }) as CaseCurrentTextRecord;

describe('the delivered texts offered as captions', () => {
  it('offers the texts a caption can hold, trimmed, with their section’s title, and leaves out the rest', () => {
    const offered = captionSuggestionsOf(
      [
        text('sectionHeadline1', '  Lys stue mod syd '),
        text('mainText', 'x'.repeat(301)),
        text('bannerHeadline', '   '),
        text('areaHeadline', 'y'.repeat(300)),
      ],
      (name) => `title of ${name}`,
    );
    expect(offered).toEqual([
      { title: 'title of sectionHeadline1', text: 'Lys stue mod syd' },
      { title: 'title of areaHeadline', text: 'y'.repeat(300) },
    ]);
  });
});
