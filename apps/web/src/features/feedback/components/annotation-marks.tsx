import type { AnnotationTool } from '@portal/contracts';
import { arrowHead, centroid, type PicturePoint } from '../lib/annotation-geometry.ts';

export interface AnnotationMark {
  key: string;
  label: number;
  tool: AnnotationTool;
  points: PicturePoint[];
  selected: boolean;
}

interface SurfaceSize {
  width: number;
  height: number;
}

const toPixels = (points: PicturePoint[], { width, height }: SurfaceSize) =>
  points.map((point) => ({ x: point.x * width, y: point.y * height }));

const polygonPoints = (pixels: { x: number; y: number }[]) =>
  pixels.map((pixel) => `${pixel.x},${pixel.y}`).join(' ');

/** Every saved annotation with its number; the selected one is drawn on top and stronger. */
export function AnnotationMarks({ marks, ...size }: { marks: AnnotationMark[] } & SurfaceSize) {
  const ordered = [...marks].sort((a, b) => Number(a.selected) - Number(b.selected));
  return (
    <>
      {ordered.map((mark) => (
        <g
          key={mark.key}
          className={mark.selected ? 'feedback-mark feedback-mark-selected' : 'feedback-mark'}
          data-label={mark.label}
        >
          <MarkShape tool={mark.tool} points={mark.points} size={size} />
          <MarkLabel label={mark.label} at={labelPosition(mark, size)} />
        </g>
      ))}
    </>
  );
}

/** The stroke being drawn, before it becomes an annotation. */
export function DraftMark({
  tool,
  points,
  ...size
}: { tool: AnnotationTool; points: PicturePoint[] } & SurfaceSize) {
  const pixels = toPixels(points, size);
  return (
    <g className="feedback-mark feedback-mark-draft">
      {tool === 'LASSO' && pixels.length > 1 ? (
        <polyline points={polygonPoints(pixels)} />
      ) : (
        <MarkShape tool={tool} points={points} size={size} />
      )}
      {pixels.map((pixel) => (
        <circle key={`${pixel.x},${pixel.y}`} cx={pixel.x} cy={pixel.y} r={3} />
      ))}
    </g>
  );
}

function MarkShape({
  tool,
  points,
  size,
}: {
  tool: AnnotationTool;
  points: PicturePoint[];
  size: SurfaceSize;
}) {
  const pixels = toPixels(points, size);
  const [start, end] = [pixels[0], pixels.at(-1)];
  if (!start || !end) return null;
  if (tool === 'POINT') return <circle cx={start.x} cy={start.y} r={5} />;
  if (tool === 'ARROW') {
    const [left, right] = arrowHead(start, end, 14);
    return (
      <>
        <line x1={start.x} y1={start.y} x2={end.x} y2={end.y} />
        <polygon className="feedback-arrow-head" points={polygonPoints([end, left, right])} />
      </>
    );
  }
  return <polygon className="feedback-lasso" points={polygonPoints(pixels)} />;
}

/** A point's number sits beside it, an arrow's at its tail, a lasso's in its middle. */
function labelPosition(mark: AnnotationMark, size: SurfaceSize) {
  const anchor = mark.tool === 'LASSO' ? centroid(mark.points) : (mark.points[0] ?? { x: 0.5, y: 0.5 });
  const [pixel] = toPixels([anchor], size);
  const offset = mark.tool === 'POINT' ? 16 : 0;
  return { x: (pixel?.x ?? 0) + offset, y: (pixel?.y ?? 0) - offset };
}

function MarkLabel({ label, at }: { label: number; at: { x: number; y: number } }) {
  return (
    <g className="feedback-label">
      <circle cx={at.x} cy={at.y} r={12} />
      <text x={at.x} y={at.y} textAnchor="middle" dominantBaseline="central">
        {label}
      </text>
    </g>
  );
}
