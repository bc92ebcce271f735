import type { MaterialRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { slideOf } from './material-sources.ts';

/** A material as GET /cases/{id}/assets gives it, with the address the hub gives a link for framing. */
type Material = MaterialRecord & { embedUrl?: string | null };

const material = (overrides: Partial<Material>): Material => ({
  id: '9b7d0d43-51f4-4f0e-8a54-3f3f0e8a1c11',
  name: 'Stueplan.pdf',
  type: 'Picture',
  tags: [],
  active: true,
  sortOrder: 0,
  largestSource: null,
  url: null,
  previewUrl: null,
  thumbnailUrl: null,
  orderlineId: null,
  batchId: null,
  updatedDate: '2025-03-01T10:00:00Z',
  beforeMaterialId: null,
  vendorOrderLineId: null,
  cloudScannerLinks: [],
  isSelected: false,
  rights: { credit: null, licence: 'SALE_MARKETING', licenceText: null, expiresOn: null, expired: false },
  embedUrl: null,
  ...overrides,
});
const source = (url: string, contentType: string) => ({
  url,
  contentType,
  width: 2000,
  height: 1500,
  size: 1,
});

describe('how a material opens in the lightbox', () => {
  it('opens a delivered link (a tour, a film page) in a frame, at the address the hub gives for framing', () => {
    const tour = material({
      type: 'Matterport',
      name: '3D tour',
      url: 'https://my.matterport.com/show/?m=abc',
    });
    expect(slideOf(tour, '© Studio Nord')).toEqual({
      kind: 'iframe',
      src: 'https://my.matterport.com/show/?m=abc',
      title: '3D tour',
      caption: '© Studio Nord',
    });
    const film = material({
      type: 'Video',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(slideOf(film)).toMatchObject({
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });

  it('shows a PDF floor plan as its rendered first page with the file as a link, or the fallback before', () => {
    const plan = material({
      type: 'Floorplan',
      largestSource: source('/files/plan.pdf', 'application/pdf'),
      previewUrl: '/files/plan-page-1.jpg',
    });
    expect(slideOf(plan)).toEqual({
      kind: 'image',
      src: '/files/plan-page-1.jpg',
      title: 'Stueplan.pdf',
      fileUrl: '/files/plan.pdf',
    });
    expect(slideOf({ ...plan, previewUrl: null })).toMatchObject({
      kind: 'image',
      src: '',
      fileUrl: '/files/plan.pdf',
    });
  });

  it('shows a picture floor plan as a picture, a film file in the player', () => {
    const plan = material({ type: 'Floorplan', largestSource: source('/files/plan.png', 'image/png') });
    expect(slideOf(plan)).toMatchObject({ kind: 'image', src: '/files/plan.png', width: 2000 });
    const film = material({ type: 'Video', largestSource: source('/files/film.mp4', 'video/mp4') });
    expect(slideOf(film)).toMatchObject({ kind: 'video', src: '/files/film.mp4', contentType: 'video/mp4' });
  });

  it('has no slide for a file with nothing to show large, which opens as a file instead', () => {
    expect(
      slideOf(material({ largestSource: source('/files/notes.docx', 'application/msword') })),
    ).toBeNull();
  });
});
