/**
 * The plain geometry of drawing on a picture. Every position is in picture coordinates: 0..1 across and
 * down the picture, so an annotation sits on the same spot at any size the picture is shown.
 */

export interface PicturePoint {
  x: number;
  y: number;
}

/** Where a drawing surface is on screen, as `getBoundingClientRect()` tells it. */
export interface SurfaceRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Rounded to 4 decimals (a tenth of a pixel on a 1000-pixel picture), so stored values stay short. */
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A pointer position on screen as a point on the picture; a drag past the edge stays on the edge. */
export function clientToPicture(clientX: number, clientY: number, rect: SurfaceRect): PicturePoint {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  return {
    x: round4(clamp01((clientX - rect.left) / rect.width)),
    y: round4(clamp01((clientY - rect.top) / rect.height)),
  };
}

/** A picture point in the pixels of a surface shown `width` by `height`. */
export const pictureToSurface = (point: PicturePoint, width: number, height: number) => ({
  x: point.x * width,
  y: point.y * height,
});

/** Distance between two picture points measured on screen, where a wide picture's 0.1 is longer. */
export function surfaceDistance(a: PicturePoint, b: PicturePoint, width: number, height: number): number {
  return Math.hypot((a.x - b.x) * width, (a.y - b.y) * height);
}

/** Shorter drags than this (in screen pixels) are taps: an arrow that short is a slip of the finger. */
export const MIN_ARROW_PIXELS = 12;

/** Corners of a lasso closer than this (in screen pixels) add nothing but size to the stored polygon. */
export const LASSO_STEP_PIXELS = 6;

/**
 * The polygon a lasso drag outlines: corners closer than `LASSO_STEP_PIXELS` to the previous one are dropped
 * and the closing corner is left out when it returns onto the first (an SVG polygon closes itself). A
 * stroke that encloses nothing (fewer than 3 corners, or no area) gives null, so no empty lasso is saved.
 */
export function closeLasso(path: PicturePoint[], width: number, height: number): PicturePoint[] | null {
  const corners: PicturePoint[] = [];
  for (const point of path) {
    const previous = corners.at(-1);
    if (!previous || surfaceDistance(previous, point, width, height) >= LASSO_STEP_PIXELS)
      corners.push(point);
  }
  const first = corners[0];
  const last = corners.at(-1);
  if (
    first &&
    last &&
    corners.length > 1 &&
    surfaceDistance(first, last, width, height) < LASSO_STEP_PIXELS
  ) {
    corners.pop();
  }
  if (corners.length < 3) return null;
  return polygonArea(corners, width, height) < LASSO_STEP_PIXELS * LASSO_STEP_PIXELS ? null : corners;
}

/** The area in screen pixels of a polygon (shoelace formula), to tell a real outline from a line. */
export function polygonArea(corners: PicturePoint[], width: number, height: number): number {
  let twice = 0;
  corners.forEach((corner, index) => {
    const next = corners[(index + 1) % corners.length] as PicturePoint;
    twice += corner.x * width * (next.y * height) - next.x * width * (corner.y * height);
  });
  return Math.abs(twice) / 2;
}

/** The centre of a set of corners: where a lasso's number label goes. */
export function centroid(corners: PicturePoint[]): PicturePoint {
  if (corners.length === 0) return { x: 0.5, y: 0.5 };
  const sum = corners.reduce((total, corner) => ({ x: total.x + corner.x, y: total.y + corner.y }), {
    x: 0,
    y: 0,
  });
  return { x: sum.x / corners.length, y: sum.y / corners.length };
}

/** The two back corners of an arrow head at `end`, in screen pixels, `size` long and 60 degrees wide. */
export function arrowHead(
  start: { x: number; y: number },
  end: { x: number; y: number },
  size: number,
): [{ x: number; y: number }, { x: number; y: number }] {
  const angle = Math.atan2(end.y - start.y, end.x - start.x);
  const spread = Math.PI / 6;
  return [
    { x: end.x - size * Math.cos(angle - spread), y: end.y - size * Math.sin(angle - spread) },
    { x: end.x - size * Math.cos(angle + spread), y: end.y - size * Math.sin(angle + spread) },
  ];
}

/** How far one arrow key press moves the keyboard crosshair; with Shift, five times as far. */
export const CROSSHAIR_STEP = 0.01;

const KEY_DIRECTIONS: Record<string, PicturePoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The crosshair after an arrow key, kept on the picture; null for any other key. */
export function moveCrosshair(point: PicturePoint, key: string, large: boolean): PicturePoint | null {
  const direction = KEY_DIRECTIONS[key];
  if (!direction) return null;
  const step = large ? CROSSHAIR_STEP * 5 : CROSSHAIR_STEP;
  return {
    x: round4(clamp01(point.x + direction.x * step)),
    y: round4(clamp01(point.y + direction.y * step)),
  };
}

/**
 * Labels numbered from 1 per picture, in the order the annotations were given: the same numbers the hub
 * gives when it saves them, so what the office sees while drawing is what the provider later reads.
 */
export function numberPerPicture<T extends { materialId: string }>(
  annotations: T[],
): (T & { label: number })[] {
  const counts = new Map<string, number>();
  return annotations.map((annotation) => {
    const label = (counts.get(annotation.materialId) ?? 0) + 1;
    counts.set(annotation.materialId, label);
    return { ...annotation, label };
  });
}
