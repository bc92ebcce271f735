import { describe, expect, it } from 'vitest';
import { zipEntryNames } from './zip-packing.ts';

describe('zipEntryNames', () => {
  it('keeps original names and numbers repeats, ignoring case, without ever reusing a name', () => {
    expect(zipEntryNames(['photo.jpg', 'photo.jpg', 'PHOTO.JPG', 'photo (2).jpg', 'plan.pdf'])).toEqual([
      'photo.jpg',
      'photo (2).jpg',
      'PHOTO (3).JPG',
      'photo (2) (2).jpg',
      'plan.pdf',
    ]);
  });

  it('numbers names without an extension and dot files after the whole name', () => {
    expect(zipEntryNames(['README', 'README', '.hidden', '.hidden'])).toEqual([
      'README',
      'README (2)',
      '.hidden',
      '.hidden (2)',
    ]);
  });

  it('keeps every entry in the top folder of the zip', () => {
    expect(zipEntryNames(['../../etc/passwd', 'a/b.jpg', 'c\\d.jpg', '..', ''])).toEqual([
      '.._.._etc_passwd',
      'a_b.jpg',
      'c_d.jpg',
      'file',
      'file (2)',
    ]);
  });
});
