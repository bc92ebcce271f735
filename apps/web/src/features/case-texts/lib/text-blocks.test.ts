import { describe, expect, it } from 'vitest';
import { toBlocks, toggleList } from './text-blocks.ts';

describe('toBlocks', () => {
  it('splits paragraphs at empty lines and keeps line breaks within one', () => {
    expect(toBlocks('First line\nsecond line\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'paragraph', lines: ['Next paragraph'] },
    ]);
  });

  it('reads lines starting with "* " as the items of one list', () => {
    expect(toBlocks('Rooms:\n* Kitchen\n* Two bathrooms\n\n\nGarden')).toEqual([
      { kind: 'paragraph', lines: ['Rooms:'] },
      { kind: 'list', items: ['Kitchen', 'Two bathrooms'] },
      { kind: 'paragraph', lines: ['Garden'] },
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(toBlocks('')).toEqual([]);
    expect(toBlocks('\n\n')).toEqual([]);
  });
});

describe('toggleList', () => {
  it('makes every selected line a list item, leaving empty lines alone', () => {
    const content = 'Intro\nKitchen\n\nBath\nEnd';
    const start = content.indexOf('Kitchen');
    const end = content.indexOf('Bath') + 2;
    expect(toggleList({ content, start, end })).toEqual({
      content: 'Intro\n* Kitchen\n\n* Bath\nEnd',
      start,
      end: start + '* Kitchen\n\n* Bath'.length,
    });
  });

  it('turns list items back into plain lines when all of them are items', () => {
    const content = '* Kitchen\n* Bath';
    expect(toggleList({ content, start: 0, end: content.length }).content).toBe('Kitchen\nBath');
  });

  it('works on the line of the cursor when nothing is selected', () => {
    const content = 'One\nTwo';
    expect(toggleList({ content, start: 5, end: 5 }).content).toBe('One\n* Two');
  });
});
