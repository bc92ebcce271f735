import { describe, expect, it } from 'vitest';
import {
  arrowHead,
  centroid,
  clientToPicture,
  closeLasso,
  moveCrosshair,
  numberPerPicture,
  type PicturePoint,
} from './annotation-geometry.ts';

const rect = { left: 100, top: 50, width: 800, height: 400 };

describe('clientToPicture', () => {
  it('gives the position as a share of the picture across and down', () => {
    expect(clientToPicture(500, 250, rect)).toEqual({ x: 0.5, y: 0.5 });
    expect(clientToPicture(100, 50, rect)).toEqual({ x: 0, y: 0 });
    expect(clientToPicture(300, 150, rect)).toEqual({ x: 0.25, y: 0.25 });
  });

  it('is the same spot whatever size the picture is shown at', () => {
    const small = { left: 0, top: 0, width: 200, height: 100 };
    expect(clientToPicture(50, 25, small)).toEqual(clientToPicture(300, 150, rect));
  });

  it('keeps a drag past the edge on the edge', () => {
    expect(clientToPicture(0, 1000, rect)).toEqual({ x: 0, y: 1 });
    expect(clientToPicture(2000, -20, rect)).toEqual({ x: 1, y: 0 });
  });

  it('rounds to 4 decimals and survives a surface not laid out yet', () => {
    expect(clientToPicture(101, 50, { ...rect, width: 3 })).toEqual({ x: 0.3333, y: 0 });
    expect(clientToPicture(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });
});

describe('closeLasso', () => {
  const square: PicturePoint[] = [
    { x: 0.1, y: 0.1 },
    { x: 0.5, y: 0.1 },
    { x: 0.5, y: 0.5 },
    { x: 0.1, y: 0.5 },
  ];

  it('drops the closing corner that returns onto the first, since the polygon closes itself', () => {
    expect(closeLasso([...square, { x: 0.1001, y: 0.1001 }], 800, 400)).toEqual(square);
  });

  it('drops corners closer than a few pixels to the previous one', () => {
    const jittery = [square[0], { x: 0.1002, y: 0.1002 }, square[1], square[2], square[3]] as PicturePoint[];
    expect(closeLasso(jittery, 800, 400)).toEqual(square);
  });

  it('gives null for a stroke that encloses nothing', () => {
    expect(closeLasso([{ x: 0.1, y: 0.1 }], 800, 400)).toBeNull();
    expect(closeLasso([square[0], square[1]] as PicturePoint[], 800, 400)).toBeNull();
    const line = [
      { x: 0.1, y: 0.1 },
      { x: 0.3, y: 0.1 },
      { x: 0.5, y: 0.1 },
    ];
    expect(closeLasso(line, 800, 400)).toBeNull();
  });
});

describe('labels and marks', () => {
  it('numbers the annotations from 1 per picture, in the order they were given', () => {
    const numbered = numberPerPicture([
      { materialId: 'a' },
      { materialId: 'b' },
      { materialId: 'a' },
      { materialId: 'a' },
    ]);
    expect(numbered.map((annotation) => `${annotation.materialId}${annotation.label}`)).toEqual([
      'a1',
      'b1',
      'a2',
      'a3',
    ]);
    expect(numberPerPicture([])).toEqual([]);
  });

  it('puts a lasso label in the middle of its corners', () => {
    expect(
      centroid([
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
        { x: 0, y: 1 },
      ]),
    ).toEqual({ x: 0.5, y: 0.5 });
  });

  it('draws an arrow head behind the tip, on both sides of the shaft', () => {
    const [left, right] = arrowHead({ x: 0, y: 0 }, { x: 100, y: 0 }, 10);
    expect(left.x).toBeLessThan(100);
    expect(right.x).toBeCloseTo(left.x);
    expect(left.y).toBeCloseTo(-right.y);
  });
});

describe('moveCrosshair', () => {
  it('moves one step per arrow key, five with Shift, and stays on the picture', () => {
    expect(moveCrosshair({ x: 0.5, y: 0.5 }, 'ArrowRight', false)).toEqual({ x: 0.51, y: 0.5 });
    expect(moveCrosshair({ x: 0.5, y: 0.5 }, 'ArrowUp', true)).toEqual({ x: 0.5, y: 0.45 });
    expect(moveCrosshair({ x: 0, y: 1 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 1 });
    expect(moveCrosshair({ x: 0.5, y: 0.5 }, 'Enter', false)).toBeNull();
  });
});
