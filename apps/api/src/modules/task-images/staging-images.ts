// Small illustrations of the room types and furniture styles of virtual staging, drawn in the brand colour.
// They are made here rather than kept as files so that all of them share one frame and one palette.
import { FurnitureStyle, RoomType } from '@portal/contracts';

const BRAND = '#F1554C';
const TINT = '#FFF1F0';
const WHITE = '#FFFFFF';

const rect = (x: number, y: number, width: number, height: number, radius = 0, fill = BRAND) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill = BRAND) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, width = 2, colour = BRAND) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
const path = (d: string, fill = BRAND) => `<path d="${d}" fill="${fill}"/>`;
const outline = (d: string, width = 2) =>
  `<path d="${d}" fill="none" stroke="${BRAND}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A room seen from the door: back wall, floor and ceiling lines. */
const ROOM_FRAME = [
  `<rect x="36" y="18" width="88" height="62" fill="none" stroke="${BRAND}" stroke-opacity="0.45" stroke-width="1.5"/>`,
  ...[
    [36, 18, 0, 0],
    [124, 18, 160, 0],
    [36, 80, 0, 120],
    [124, 80, 160, 120],
  ].map(
    ([x1, y1, x2, y2]) =>
      `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${BRAND}" stroke-opacity="0.45" stroke-width="1.5"/>`,
  ),
].join('');

const chair = (x: number, facing: 1 | -1) =>
  [rect(x, 78, 12, 4, 1), line(x + (facing > 0 ? 1 : 11), 78, x + (facing > 0 ? 1 : 11), 62, 3)].join('') +
  line(x + 2, 82, x + 2, 98) +
  line(x + 10, 82, x + 10, 98);

const table = (x: number, width: number, y = 78) =>
  rect(x, y, width, 5, 1) + line(x + 4, y + 5, x + 4, 100) + line(x + width - 4, y + 5, x + width - 4, 100);

const counter = (x: number, width: number) =>
  rect(x, 70, width, 30, 2) +
  Array.from({ length: Math.floor(width / 18) }, (_, index) =>
    rect(x + 3 + index * 18, 76, 14, 20, 1, WHITE),
  ).join('');

const ROOMS: Record<RoomType, string> = {
  livingRoom: [
    rect(44, 66, 72, 16, 4),
    rect(40, 78, 80, 16, 3),
    rect(34, 72, 10, 22, 3),
    rect(116, 72, 10, 22, 3),
  ]
    .concat([
      line(44, 94, 44, 100),
      line(116, 94, 116, 100),
      line(140, 100, 140, 40),
      path('M132 40h16l-4-10h-8z'),
    ])
    .join(''),
  bedroom: [
    rect(48, 54, 64, 30, 4),
    rect(42, 78, 76, 18, 3),
    rect(52, 70, 22, 8, 3, WHITE),
    rect(86, 70, 22, 8, 3, WHITE),
  ]
    .concat([line(46, 96, 46, 102), line(114, 96, 114, 102), rect(124, 84, 14, 16, 2), circle(131, 78, 5)])
    .join(''),
  bathroom: [
    path('M34 80h76v6a14 14 0 0 1-14 14H48a14 14 0 0 1-14-14z'),
    line(44, 100, 42, 106),
    line(100, 100, 102, 106),
  ]
    .concat([
      line(40, 80, 40, 56, 3),
      line(40, 56, 48, 56, 3),
      `<ellipse cx="100" cy="44" rx="10" ry="13" fill="none" stroke="${BRAND}" stroke-width="3"/>`,
      rect(118, 68, 18, 32, 2),
    ])
    .join(''),
  office: [
    table(40, 76),
    rect(62, 54, 30, 18, 2),
    rect(74, 72, 6, 6),
    rect(120, 74, 16, 5, 2),
    line(128, 79, 128, 98),
    line(120, 100, 136, 100),
    line(134, 74, 134, 58, 3),
  ].join(''),
  dining: [
    table(48, 64),
    chair(34, 1),
    chair(114, -1),
    line(80, 0, 80, 30, 1.5),
    path('M70 38h20l-4-8h-12z'),
  ].join(''),
  kitchen: [
    counter(36, 88),
    rect(40, 28, 80, 16, 2),
    rect(62, 66, 26, 4, 1),
    line(104, 66, 104, 56, 3),
    line(104, 56, 110, 56, 3),
  ].join(''),
  outdoor: [
    line(0, 100, 160, 100, 2),
    circle(130, 26, 10),
    rect(36, 66, 6, 34),
    circle(39, 52, 18),
    circle(28, 64, 12),
    circle(50, 64, 12),
    path('M70 86h48l8-14h6l-10 20H70z'),
    line(76, 92, 74, 100),
    line(114, 92, 116, 100),
  ].join(''),
  diningKitchen: [counter(36, 54), rect(40, 28, 50, 14, 2), table(96, 40, 82), chair(140, -1)].join(''),
  toilet: [rect(66, 50, 26, 18, 3), path('M60 68h38v6c0 12-8 18-19 18s-19-6-19-18z'), rect(72, 92, 14, 8, 2)]
    .concat([
      rect(112, 62, 24, 8, 2),
      line(124, 70, 124, 100, 3),
      `<ellipse cx="124" cy="44" rx="9" ry="11" fill="none" stroke="${BRAND}" stroke-width="3"/>`,
    ])
    .join(''),
  canteen: [
    table(30, 100),
    ...[40, 62, 84, 106].map((x) => rect(x, 90, 10, 4, 1) + line(x + 5, 94, x + 5, 102)),
  ].join(''),
  lounge: [
    path('M30 70h30v30h-6v-6H36v6h-6z'),
    rect(30, 62, 30, 12, 4),
    path('M100 70h30v30h-6v-6h-18v6h-6z'),
    rect(100, 62, 30, 12, 4),
    `<ellipse cx="80" cy="86" rx="14" ry="4" fill="${BRAND}"/>`,
    line(80, 88, 80, 100, 3),
  ].join(''),
  reception: [
    rect(36, 70, 88, 30, 3),
    rect(32, 66, 96, 6, 2),
    rect(56, 28, 48, 14, 2),
    line(66, 35, 94, 35, 2, WHITE),
  ].join(''),
  shop: [
    `<rect x="38" y="26" width="52" height="74" fill="none" stroke="${BRAND}" stroke-width="3"/>`,
    ...[48, 68, 88].map((y) => line(38, y, 90, y, 2)),
    ...[42, 54, 66, 78].flatMap((x) => [
      rect(x, 36, 8, 12, 1),
      rect(x + 2, 58, 7, 10, 1),
      rect(x, 78, 8, 10, 1),
    ]),
    rect(100, 72, 34, 28, 2),
    rect(108, 62, 18, 10, 2),
  ].join(''),
  cafe: [
    `<ellipse cx="80" cy="78" rx="20" ry="4" fill="${BRAND}"/>`,
    line(80, 80, 80, 100, 3),
    line(70, 100, 90, 100, 3),
    chair(44, 1),
    chair(104, -1),
    path('M74 68h10v6a5 5 0 0 1-10 0z'),
    ...[60, 100].map((x) => line(x, 0, x, 24, 1.5) + path(`M${x - 7} 32h14l-3-8h-8z`)),
  ].join(''),
  teaKitchen: [
    counter(44, 72),
    rect(50, 30, 60, 14, 2),
    path('M60 66h14v-8a7 7 0 0 0-14 0z'),
    rect(90, 58, 12, 12, 2),
  ].join(''),
};

const STYLES: Record<FurnitureStyle, string> = {
  // A light wooden chair with splayed legs and a plant.
  SCANDINAVIAN: [
    rect(54, 72, 34, 5, 2),
    path('M58 72l-2-30h6l2 30zM80 72l2-30h6l-2 30z'),
    rect(56, 42, 32, 8, 3),
    line(58, 77, 52, 102, 3),
    line(84, 77, 90, 102, 3),
    path('M110 86h18l-3 16h-12z'),
    circle(119, 74, 8),
    circle(112, 80, 6),
    circle(126, 80, 6),
  ].join(''),
  // A low, straight sofa on thin legs.
  MODERN: [
    rect(30, 62, 100, 18, 2),
    rect(26, 76, 108, 14, 2),
    line(32, 90, 32, 100, 2),
    line(128, 90, 128, 100, 2),
    rect(40, 66, 18, 10, 2, WHITE),
    rect(102, 66, 18, 10, 2, WHITE),
  ].join(''),
  // A wingback armchair on turned legs.
  CLASSIC: [
    path('M56 38c0-10 48-10 48 0v34H56z'),
    path('M48 58c0-8 14-8 14 0v26H48zM98 58c0-8 14-8 14 0v26H98z'),
    rect(50, 74, 60, 14, 5),
    path('M54 88h6l-2 12h-2zM100 88h6l-2 12h-2z'),
    circle(57, 101, 2),
    circle(103, 101, 2),
  ].join(''),
  // A metal bar stool and a caged pendant lamp.
  INDUSTRIAL: [
    rect(62, 58, 36, 6, 2),
    line(66, 64, 58, 102, 3),
    line(94, 64, 102, 102, 3),
    line(62, 86, 98, 86, 2),
    line(112, 0, 112, 30, 1.5),
    path('M104 30h16l6 18h-28z'),
    line(112, 30, 112, 48, 1.5),
    circle(112, 52, 4),
  ].join(''),
  // A round rattan chair and a hanging plant.
  BOHEMIAN: [
    circle(70, 56, 28),
    ...[20, 55, 90, 125, 160].map((angle) => {
      const radians = (angle * Math.PI) / 180;
      return line(70, 78, 70 - 24 * Math.cos(radians), 78 - 24 * Math.sin(radians), 1.5, WHITE);
    }),
    rect(52, 76, 36, 8, 4),
    path('M58 84h24l6 18H52z'),
    line(124, 0, 124, 36, 1.5),
    path('M116 36h16l-2 10h-12z'),
    outline('M118 46c-6 10-4 20-8 26M130 46c6 10 4 20 8 26'),
  ].join(''),
};

function svg(content: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120" width="160" height="120">',
    rect(0, 0, 160, 120, 8, TINT),
    content,
    '</svg>',
  ].join('');
}

const IMAGES = new Map<string, string>([
  ...RoomType.options.map(
    (room) =>
      [`room-${room}.svg`.toLowerCase(), svg((room === 'outdoor' ? '' : ROOM_FRAME) + ROOMS[room])] as const,
  ),
  ...FurnitureStyle.options.map(
    (style) => [`furniture-${style}.svg`.toLowerCase(), svg(STYLES[style])] as const,
  ),
]);

export const STAGING_IMAGES_PATH = '/api/orders/tasks/virtual-staging/images';

export const roomImageUrl = (room: RoomType) => `${STAGING_IMAGES_PATH}/room-${room}.svg`;
export const furnitureImageUrl = (style: FurnitureStyle) => `${STAGING_IMAGES_PATH}/furniture-${style}.svg`;

/** The drawing of a file name such as `room-livingRoom.svg`; the router may hand the name in any case. */
export function findStagingImage(name: string): string | undefined {
  return IMAGES.get(name.toLowerCase());
}
