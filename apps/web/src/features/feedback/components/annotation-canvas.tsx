import type { AnnotationTool } from '@portal/contracts';
import { Alert } from 'antd';
import { type KeyboardEvent, type PointerEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clientToPicture,
  closeLasso,
  MIN_ARROW_PIXELS,
  moveCrosshair,
  type PicturePoint,
  surfaceDistance,
} from '../lib/annotation-geometry.ts';
import { type AnnotationMark, AnnotationMarks, DraftMark } from './annotation-marks.tsx';
import './feedback.css';

interface AnnotationCanvasProps {
  /** The drawing surface's id, so the editor can give it the focus (after the last comment is removed). */
  surfaceId?: string;
  src: string;
  alt: string;
  marks: AnnotationMark[];
  /** The active tool; none while the feedback is read-only. */
  tool: AnnotationTool | null;
  /** `byKeyboard`: placed with Enter, so the new comment's text takes the focus. */
  onDraw: (tool: AnnotationTool, points: PicturePoint[], byKeyboard: boolean) => void;
  /** A mark chosen with Page Down / Page Up on the surface. */
  onSelect: (key: string) => void;
  /** The selected mark removed with Delete on the surface. */
  onRemove: (key: string) => void;
}

/**
 * A picture to draw on. The marks are SVG drawn over the picture in the pixels it is shown at, from picture
 * coordinates (0..1), so they sit on the same spot at any size. Mouse, pen and touch draw through pointer
 * events (the surface takes no touch scrolling while a tool is active); the keyboard moves a crosshair with
 * the arrow keys and Enter places a point, the two ends of an arrow, or the corners of a lasso; Page Down and
 * Page Up go through the marks and Delete removes the chosen one, each said in the status line.
 */
export function AnnotationCanvas({
  surfaceId,
  src,
  alt,
  marks,
  tool,
  onDraw,
  onSelect,
  onRemove,
}: AnnotationCanvasProps) {
  const { t } = useTranslation();
  const surface = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [stroke, setStroke] = useState<{ tool: AnnotationTool; points: PicturePoint[] } | null>(null);
  const [crosshair, setCrosshair] = useState<PicturePoint | null>(null);
  const [keyboardPoints, setKeyboardPoints] = useState<PicturePoint[]>([]);
  const [said, setSaid] = useState('');
  const [broken, setBroken] = useState(false);
  // Until the picture is in, the surface has no height: a tap there would be stored at the top edge.
  const [loaded, setLoaded] = useState(false);
  const picture = useRef<HTMLImageElement>(null);

  useLayoutEffect(() => {
    const element = surface.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    // A picture from the browser's cache may be complete before React listens for its load.
    if (picture.current?.complete && picture.current.naturalWidth > 0) setLoaded(true);
    return () => observer.disconnect();
  }, []);
  const activeTool = loaded ? tool : null;

  const toPicture = (event: PointerEvent) => {
    const rect = (surface.current as HTMLDivElement).getBoundingClientRect();
    return clientToPicture(event.clientX, event.clientY, rect);
  };

  const finish = (drawnTool: AnnotationTool, points: PicturePoint[], byKeyboard = false) => {
    if (drawnTool === 'POINT' && points[0]) onDraw('POINT', [points[0]], byKeyboard);
    if (drawnTool === 'ARROW') {
      const [start, end] = [points[0], points.at(-1)];
      if (start && end && surfaceDistance(start, end, size.width, size.height) >= MIN_ARROW_PIXELS) {
        onDraw('ARROW', [start, end], byKeyboard);
      }
    }
    if (drawnTool === 'LASSO') {
      const polygon = closeLasso(points, size.width, size.height);
      if (polygon) onDraw('LASSO', polygon, byKeyboard);
    }
  };

  /** Page Down / Page Up choose the next or previous mark (round the end); Delete removes the chosen one. */
  const handleMarkKey = (key: string): boolean => {
    const ordered = [...marks].sort((a, b) => a.label - b.label);
    const current = ordered.findIndex((mark) => mark.selected);
    const step = { PageDown: 1, PageUp: -1 }[key];
    if (step !== undefined) {
      const from = current >= 0 ? current : step > 0 ? -1 : 0;
      const next = ordered[(from + step + ordered.length) % ordered.length];
      if (!next) return false;
      onSelect(next.key);
      setSaid(t('feedback.canvas.selected', { number: next.label, tool: t(`feedback.tools.${next.tool}`) }));
      return true;
    }
    const chosen = ordered[current];
    if ((key === 'Delete' || key === 'Backspace') && chosen) {
      onRemove(chosen.key);
      setSaid(t('feedback.canvas.removed', { number: chosen.label }));
      return true;
    }
    return false;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!activeTool || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setCrosshair(null);
    setKeyboardPoints([]);
    const point = toPicture(event);
    if (activeTool === 'POINT') finish('POINT', [point]);
    else setStroke({ tool: activeTool, points: [point] });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!stroke) return;
    const point = toPicture(event);
    setStroke({
      tool: stroke.tool,
      points: stroke.tool === 'ARROW' ? [stroke.points[0] as PicturePoint, point] : [...stroke.points, point],
    });
  };

  const onPointerUp = () => {
    if (stroke) finish(stroke.tool, stroke.points);
    setStroke(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!activeTool) return;
    const here = crosshair ?? { x: 0.5, y: 0.5 };
    const moved = moveCrosshair(here, event.key, event.shiftKey);
    if (moved) {
      event.preventDefault();
      setSaid('');
      setCrosshair(moved);
      return;
    }
    if (handleMarkKey(event.key)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Escape' && keyboardPoints.length > 0) {
      event.preventDefault();
      setKeyboardPoints([]);
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setCrosshair(here);
    placeWithKeyboard(here);
  };

  const placeWithKeyboard = (here: PicturePoint) => {
    if (tool === 'POINT') return finish('POINT', [here], true);
    const first = keyboardPoints[0];
    if (tool === 'ARROW' && first) {
      setKeyboardPoints([]);
      return finish('ARROW', [first, here], true);
    }
    // Enter on the lasso's first corner again closes the outline.
    const closing =
      tool === 'LASSO' && first && keyboardPoints.length >= 3 && surfaceDistance(first, here, 100, 100) < 1.5;
    if (closing) {
      setKeyboardPoints([]);
      return finish('LASSO', keyboardPoints, true);
    }
    setKeyboardPoints([...keyboardPoints, here]);
  };

  if (broken) return <Alert type="error" showIcon title={t('feedback.canvas.imageError')} />;

  // Only a surface that can be drawn on is announced as one and takes focus.
  const drawingRole = activeTool
    ? {
        role: 'application',
        'aria-label': t('feedback.canvas.surfaceLabel', { picture: alt }),
        'aria-describedby': helpId,
        tabIndex: 0,
      }
    : {};
  const draft =
    stroke ?? (activeTool && keyboardPoints.length > 0 ? { tool: activeTool, points: keyboardPoints } : null);
  return (
    <div className="feedback-canvas">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: while a tool is active the surface is an application region (drawingRole) with its own keyboard path. */}
      <div
        ref={surface}
        id={surfaceId}
        className={[
          'feedback-canvas-surface',
          activeTool ? 'feedback-canvas-drawing' : '',
          loaded ? '' : 'feedback-canvas-loading',
        ].join(' ')}
        aria-busy={!loaded}
        {...drawingRole}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setStroke(null)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setCrosshair(null);
          setSaid('');
        }}
      >
        <img
          ref={picture}
          src={src}
          alt={alt}
          draggable={false}
          onLoad={() => setLoaded(true)}
          onError={() => setBroken(true)}
        />
        <svg
          className="feedback-canvas-overlay"
          viewBox={`0 0 ${size.width} ${size.height}`}
          width={size.width}
          height={size.height}
          aria-hidden="true"
        >
          <AnnotationMarks marks={marks} width={size.width} height={size.height} />
          {draft ? <DraftMark {...draft} width={size.width} height={size.height} /> : null}
          {crosshair ? <Crosshair point={crosshair} width={size.width} height={size.height} /> : null}
        </svg>
      </div>
      {tool ? (
        <p id={helpId} className="feedback-canvas-help">
          {t(`feedback.canvas.help.${tool}`)} {t('feedback.canvas.help.marks')}
        </p>
      ) : null}
      <span className="portal-visually-hidden" role="status">
        {said ||
          (crosshair
            ? t('feedback.canvas.crosshairAt', {
                across: Math.round(crosshair.x * 100),
                down: Math.round(crosshair.y * 100),
              })
            : '')}
      </span>
    </div>
  );
}

function Crosshair({ point, width, height }: { point: PicturePoint; width: number; height: number }) {
  const x = point.x * width;
  const y = point.y * height;
  return (
    <g className="feedback-crosshair">
      <line x1={x - 16} y1={y} x2={x + 16} y2={y} />
      <line x1={x} y1={y - 16} x2={x} y2={y + 16} />
      <circle cx={x} cy={y} r={6} />
    </g>
  );
}
