import type { CollageTemplate } from '@portal/contracts';
import './collage.css';

const percent = (fraction: number) => `${fraction * 100}%`;

/** The template to scale, each area numbered and showing its picture when it has one. */
export function CollageLayout({
  template,
  pictureUrls = {},
}: {
  template: CollageTemplate;
  /** Area id to the URL of its picture's thumbnail. */
  pictureUrls?: Record<string, string | undefined>;
}) {
  return (
    <div
      className="portal-collage-canvas"
      style={{ aspectRatio: `${template.canvas.width} / ${template.canvas.height}` }}
      aria-hidden
    >
      {template.areas.map((area, index) => {
        const url = pictureUrls[area.id];
        return (
          <div
            key={area.id}
            className="portal-collage-area"
            style={{
              left: percent(area.x),
              top: percent(area.y),
              width: percent(area.width),
              height: percent(area.height),
              backgroundImage: url ? `url("${url}")` : undefined,
            }}
          >
            <span className="portal-collage-area-number">{index + 1}</span>
          </div>
        );
      })}
    </div>
  );
}
