import type { RetouchMark, TaskImageRecord } from '@portal/contracts';
import { type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A press that moves less than this many pixels is a point; a longer drag draws an arrow. */
const DRAG_PIXELS = 12;

interface Position {
  x: number;
  y: number;
}

interface MarkCanvasProps {
  image: TaskImageRecord;
  marks: RetouchMark[];
  /** Absent when the marks are only shown (a submitted task). */
  onAdd?: (mark: RetouchMark) => void;
}

const percent = (value: number) => `${(value * 100).toFixed(3)}%`;
const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * The chosen picture with the marked objects drawn over it, numbered from 1. A click places a point, a drag
 * draws an arrow from where it started; positions are kept relative to the picture (0 to 1), so they hold at
 * any size the picture is shown in.
 */
export function MarkCanvas({ image, marks, onAdd }: MarkCanvasProps) {
  const { t } = useTranslation();
  const arrowId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<(Position & { pixelX: number; pixelY: number }) | null>(null);
  const [end, setEnd] = useState<Position | null>(null);

  const positionOf = (event: PointerEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    return {
      x: clamp((event.clientX - box.left) / box.width),
      y: clamp((event.clientY - box.top) / box.height),
      pixelX: event.clientX,
      pixelY: event.clientY,
    };
  };

  const press = (event: PointerEvent<HTMLDivElement>) => {
    if (!onAdd || event.button !== 0) return;
    const position = positionOf(event);
    if (!position) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setStart(position);
    setEnd(null);
  };

  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (start) setEnd(positionOf(event));
  };

  const release = (event: PointerEvent<HTMLDivElement>) => {
    const position = positionOf(event);
    if (!start || !position || !onAdd) return;
    const dragged = Math.hypot(position.pixelX - start.pixelX, position.pixelY - start.pixelY) >= DRAG_PIXELS;
    onAdd(
      dragged
        ? { tool: 'ARROW', x: start.x, y: start.y, toX: position.x, toY: position.y, comment: '' }
        : { tool: 'POINT', x: start.x, y: start.y, comment: '' },
    );
    setStart(null);
    setEnd(null);
  };

  return (
    <div
      ref={frame}
      className={`portal-mark-canvas${onAdd ? '' : ' is-read-only'}`}
      onPointerDown={press}
      onPointerMove={move}
      onPointerUp={release}
      onPointerCancel={() => setStart(null)}
    >
      <img src={image.url} alt="" draggable={false} />
      <svg
        role="img"
        aria-label={t('staging.objectsRemoval.marksOf', { name: image.name, count: marks.length })}
      >
        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="5"
            markerHeight="5"
            orient="auto"
          >
            <path d="M0 0L10 5L0 10z" fill="#F1554C" />
          </marker>
        </defs>
        {start && end ? (
          <line
            x1={percent(start.x)}
            y1={percent(start.y)}
            x2={percent(end.x)}
            y2={percent(end.y)}
            stroke="#F1554C"
            strokeWidth={4}
            strokeDasharray="6 4"
            markerEnd={`url(#${arrowId})`}
          />
        ) : null}
        {marks.map((mark, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a mark's number is its position; undo removes the last.
          <g key={index}>
            {mark.tool === 'ARROW' && mark.toX !== undefined && mark.toY !== undefined ? (
              <line
                x1={percent(mark.x)}
                y1={percent(mark.y)}
                x2={percent(mark.toX)}
                y2={percent(mark.toY)}
                stroke="#F1554C"
                strokeWidth={4}
                markerEnd={`url(#${arrowId})`}
              />
            ) : null}
            <circle
              cx={percent(mark.x)}
              cy={percent(mark.y)}
              r={13}
              fill="#C4332B"
              stroke="#FFFFFF"
              strokeWidth={2}
            />
            <text
              x={percent(mark.x)}
              y={percent(mark.y)}
              dy="0.35em"
              textAnchor="middle"
              fill="#FFFFFF"
              fontSize={13}
              fontWeight={700}
            >
              {index + 1}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
