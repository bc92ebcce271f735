import { describe, expect, it } from 'vitest';
import { contentBlocks } from './content-blocks.ts';

describe('contentBlocks', () => {
  it('splits paragraphs at blank lines and keeps single line breaks inside one', () => {
    expect(contentBlocks('First line\nsame paragraph\r\n\r\n  \nSecond')).toEqual([
      { kind: 'paragraph', text: 'First line\nsame paragraph' },
      { kind: 'paragraph', text: 'Second' },
    ]);
  });

  it('reads blocks of "-" lines as bullets and "1." lines as steps', () => {
    expect(contentBlocks('Do this:\n\n1. Open\n2) Choose\n\n- one\n• two')).toEqual([
      { kind: 'paragraph', text: 'Do this:' },
      { kind: 'steps', items: ['Open', 'Choose'] },
      { kind: 'bullets', items: ['one', 'two'] },
    ]);
  });

  it('keeps a block with only some list lines as a paragraph, and answers nothing for blank content', () => {
    expect(contentBlocks('Intro\n- not a list')).toEqual([
      { kind: 'paragraph', text: 'Intro\n- not a list' },
    ]);
    expect(contentBlocks(' \n\n ')).toEqual([]);
  });
});
