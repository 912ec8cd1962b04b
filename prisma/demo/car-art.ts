import sharp from "sharp";

import { seededRandom, type SeededRandom } from "@/prisma/demo/random";

// Demo car photos drawn locally (the demo must work offline): one side-view drawing per body style, painted in
// the car's colour, placed in a studio, showroom or outdoor scene and framed a little differently for each photo
// (whole car, mirrored, closer on the front, the rear, a wheel), then rasterized to JPEG by sharp. Everything is
// derived from the seed, so the same car always gets the same pictures.

export const BODY_STYLES = ["hatch", "sedan", "suv", "pickup"] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

export type CarArtSpec = {
  brand: string;
  model: string;
  color: string;
  bodyStyle: BodyStyle;
  /** Number of photos, 1 to 8: the first is the main photo (the whole car). */
  count: number;
  seed: number;
  /** Electric cars get a closed grille. */
  electric?: boolean;
};

export type RenderedCarPhoto = { bytes: Buffer; width: number; height: number };

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1200;
const JPEG_QUALITY = 80;
export const MAX_PHOTOS_PER_CAR = 8;

// ---------------------------------------------------------------------------------------------------------------
// Colours

/** Paint colours for the pt-BR colour names used in ads; compound names ("Cinza Grafite") pick the specific tone. */
const PAINTS: Array<[string, string]> = [
  ["grafite", "#3d4147"],
  ["chumbo", "#4b4f55"],
  ["marinho", "#1b2a4a"],
  ["perol", "#f0eee8"],
  ["vinho", "#5c1621"],
  ["champanhe", "#c9b89a"],
  ["preto", "#141518"],
  ["branco", "#eceef0"],
  ["prata", "#b8bdc3"],
  ["cinza", "#7b8189"],
  ["vermelho", "#b0141c"],
  ["azul", "#1f4f9e"],
  ["verde", "#2e5e47"],
  ["bege", "#cdbb98"],
  ["marrom", "#5b3b28"],
  ["laranja", "#d7681b"],
  ["amarelo", "#e2b31c"],
  ["dourado", "#b8965a"],
  ["roxo", "#4b2a6b"],
];

/** Hex paint colour for a pt-BR colour name ("Preto", "Cinza Grafite", "Azul Marinho" …); grey when unknown. */
export function colorToHex(name: string): string {
  const key = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  for (const [word, hex] of PAINTS) if (key.includes(word)) return hex;
  return "#8a9097";
}

/** `hex` mixed with black (amount < 0) or white (amount > 0), amount from -1 to 1. */
function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(c + (target - c) * Math.abs(amount))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The templates: each body style seen from its left side, facing right, in a 1000 × 430 box whose floor is
// y = 430. The wheels stand at x = 215 and x = 800, their arches cut into the body's path.

type Template = { body: string; windows: string; pillars: number[]; doors: number[]; bed?: string };

const WHEEL_X = [215, 800] as const;
const WHEEL_Y = 350;
const TYRE_R = 78;

const TEMPLATES: Record<BodyStyle, Template> = {
  hatch: {
    body: "M25 330 L30 215 Q35 150 115 140 L560 130 Q620 132 720 215 L925 240 Q975 250 978 295 L978 335 Q978 355 955 355 L882 355 A82 82 0 0 0 718 355 L297 355 A82 82 0 0 0 133 355 L45 355 Q25 355 25 330 Z",
    windows: "M65 220 L73 168 Q81 154 125 152 L555 145 Q605 148 690 218 Z",
    pillars: [360],
    doors: [365, 610],
  },
  sedan: {
    body: "M20 320 Q20 262 60 252 L250 232 Q330 145 420 135 L640 135 Q700 140 770 222 L940 242 Q985 252 985 298 L985 335 Q985 355 960 355 L882 355 A82 82 0 0 0 718 355 L297 355 A82 82 0 0 0 133 355 L40 355 Q20 355 20 335 Z",
    windows: "M270 236 Q340 160 425 150 L630 150 Q685 155 745 228 Z",
    pillars: [505],
    doors: [500, 700],
  },
  suv: {
    body: "M20 330 L25 225 Q30 200 70 195 L230 185 Q280 110 340 95 L760 95 Q800 100 840 180 L950 200 Q985 210 985 260 L985 335 Q985 355 960 355 L882 355 A82 82 0 0 0 718 355 L297 355 A82 82 0 0 0 133 355 L45 355 Q20 355 20 335 Z",
    windows: "M245 190 Q290 120 345 110 L750 110 Q785 115 820 185 Z",
    pillars: [440, 640],
    doors: [440, 645],
  },
  pickup: {
    body: "M20 330 L20 215 L470 215 L480 120 Q490 100 530 100 L700 100 Q740 102 790 190 L950 210 Q985 220 985 270 L985 335 Q985 355 960 355 L882 355 A82 82 0 0 0 718 355 L297 355 A82 82 0 0 0 133 355 L40 355 Q20 355 20 335 Z",
    windows: "M500 200 L505 125 Q510 113 535 113 L690 113 Q725 116 765 195 Z",
    pillars: [620],
    doors: [490, 625],
    bed: "M25 232 L468 232",
  },
};

function wheel(x: number, rim: string): string {
  return (
    `<circle cx="${x}" cy="${WHEEL_Y}" r="${TYRE_R}" fill="#1b1c1f"/>` +
    `<circle cx="${x}" cy="${WHEEL_Y}" r="50" fill="${rim}" stroke="#2a2b2f" stroke-width="4"/>` +
    `<circle cx="${x}" cy="${WHEEL_Y}" r="14" fill="#2a2b2f"/>` +
    [0, 72, 144, 216, 288]
      .map(
        (angle) =>
          `<rect x="${x - 5}" y="${WHEEL_Y - 46}" width="10" height="32" rx="4" fill="#2a2b2f" transform="rotate(${angle} ${x} ${WHEEL_Y})"/>`,
      )
      .join("")
  );
}

/** One car, drawn in its template's box, in `paint`. */
function carSvg(style: BodyStyle, paint: string, rim: string, electric: boolean): string {
  const t = TEMPLATES[style];
  const line = shade(paint, -0.45);
  return [
    `<ellipse cx="507" cy="428" rx="520" ry="26" fill="#000" opacity="0.35"/>`,
    `<path d="${t.body}" fill="url(#paint)" stroke="${line}" stroke-width="3"/>`,
    `<path d="${t.windows}" fill="url(#glass)" stroke="#1d2126" stroke-width="4"/>`,
    ...t.pillars.map(
      (x) => `<rect x="${x - 7}" y="90" width="14" height="150" fill="#1d2126" clip-path="url(#windows)"/>`,
    ),
    ...t.doors.map((x) => `<path d="M${x} 240 L${x} 340" stroke="${line}" stroke-width="3"/>`),
    ...t.doors.map(
      (x) => `<rect x="${x - 70}" y="262" width="40" height="9" rx="4" fill="${shade(paint, -0.3)}"/>`,
    ),
    t.bed ? `<path d="${t.bed}" stroke="${line}" stroke-width="4"/>` : "",
    // Front: headlight and grille; rear: tail light.
    `<path d="M925 250 L975 262 L972 282 L915 272 Z" fill="#f4f1e6" stroke="#555" stroke-width="2"/>`,
    `<rect x="950" y="292" width="32" height="26" rx="5" fill="${electric ? paint : "#18191c"}"/>`,
    `<rect x="24" y="250" width="26" height="34" rx="5" fill="#b3141b"/>`,
    ...WHEEL_X.map((x) => wheel(x, rim)),
  ].join("");
}

// ---------------------------------------------------------------------------------------------------------------
// Scenes and framing

type Backdrop = { wall: [string, string]; floor: [string, string]; horizon?: string };

const BACKDROPS = {
  studio: { wall: ["#eef0f2", "#c9ced4"], floor: ["#b9bec5", "#8d939b"] },
  showroom: { wall: ["#f4f1ea", "#d8d2c6"], floor: ["#cfc8bb", "#a39b8b"] },
  outdoor: { wall: ["#8fc0ea", "#e3f0fa"], floor: ["#6d7075", "#4a4d52"], horizon: "#3f6b4a" },
  dusk: { wall: ["#f3b27a", "#5b4a7a"], floor: ["#3c3a44", "#2a2830"], horizon: "#2b2436" },
} satisfies Record<string, Backdrop>;
type Scene = keyof typeof BACKDROPS;

/** How a photo frames the car: mirrored or not, how close, and which point of the car is centred. */
type Shot = { mirror: boolean; zoom: number; focusX: number; scene?: Scene };

/** The photos of a car, in order: the first is the main photo. */
const SHOTS: Shot[] = [
  { mirror: false, zoom: 1, focusX: 500 },
  { mirror: true, zoom: 1, focusX: 500 },
  { mirror: false, zoom: 1.8, focusX: 800 },
  { mirror: false, zoom: 1.8, focusX: 200 },
  { mirror: true, zoom: 1.4, focusX: 500 },
  { mirror: false, zoom: 2.6, focusX: 800 },
  { mirror: false, zoom: 1.15, focusX: 500, scene: "outdoor" },
  { mirror: true, zoom: 1, focusX: 500, scene: "dusk" },
];

const FLOOR_Y = 860;
/** Scale of the 1000-wide template in a whole-car photo. */
const CAR_SCALE = 1.3;

function backdropSvg(scene: Scene, r: SeededRandom): string {
  const b: Backdrop = BACKDROPS[scene];
  const parts = [
    `<rect width="${PHOTO_WIDTH}" height="${FLOOR_Y}" fill="url(#wall)"/>`,
    `<rect y="${FLOOR_Y}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - FLOOR_Y}" fill="url(#floor)"/>`,
  ];
  if (b.horizon) {
    const hills = Array.from({ length: 6 }, (_, i) => `${i * 320} ${FLOOR_Y - r.int(40, 140)}`).join(" L");
    parts.push(`<path d="M0 ${FLOOR_Y} L${hills} L${PHOTO_WIDTH} ${FLOOR_Y} Z" fill="${b.horizon}"/>`);
  } else {
    // Ceiling lights of the studio or showroom.
    const first = r.int(60, 260);
    for (let x = first; x < PHOTO_WIDTH; x += 420)
      parts.push(`<rect x="${x}" y="40" width="220" height="16" rx="8" fill="#fff" opacity="0.8"/>`);
  }
  return parts.join("");
}

function defsSvg(backdrop: Backdrop, paint: string, windows: string): string {
  const vertical = (id: string, [top, bottom]: readonly [string, string]) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  return (
    "<defs>" +
    vertical("wall", backdrop.wall) +
    vertical("floor", backdrop.floor) +
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.25)}"/><stop offset="0.45" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.35)}"/></linearGradient>` +
    vertical("glass", ["#5d6d7e", "#1e2731"]) +
    `<clipPath id="windows"><path d="${windows}"/></clipPath>` +
    "</defs>"
  );
}

/** The SVG of one photo: the scene, then the car placed on its floor and framed by `shot`. */
function photoSvg(
  spec: CarArtSpec,
  shot: Shot,
  scene: Scene,
  rim: string,
  nudge: number,
  r: SeededRandom,
): string {
  const paint = colorToHex(spec.color);
  const defs = defsSvg(BACKDROPS[scene], paint, TEMPLATES[spec.bodyStyle].windows);
  // The car's floor (template y 430) stands on the scene's floor; the focus point goes to the photo's centre.
  const scale = CAR_SCALE * shot.zoom;
  const focusX = shot.mirror ? 1000 - shot.focusX : shot.focusX;
  const x = PHOTO_WIDTH / 2 - focusX * scale + nudge;
  const y = FLOOR_Y + 60 - 430 * scale + (shot.zoom - 1) * 120;
  const mirror = shot.mirror ? "translate(1000 0) scale(-1 1)" : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">` +
    defs +
    backdropSvg(scene, r) +
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale}) ${mirror}">` +
    carSvg(spec.bodyStyle, paint, rim, spec.electric === true) +
    "</g></svg>"
  );
}

/** The SVG of each photo of a car, in order (main photo first). Exported for tests and previews. */
export function carPhotoSvgs(spec: CarArtSpec): string[] {
  const count = Math.max(1, Math.min(MAX_PHOTOS_PER_CAR, Math.round(spec.count)));
  const r = seededRandom(spec.seed);
  const scene = r.pick(["studio", "showroom", "studio", "outdoor"] as const);
  const rim = r.pick(["#c4c8ce", "#d2d6da", "#5c6066", "#2a2c2e"]);
  const nudge = r.int(-40, 40);
  return SHOTS.slice(0, count).map((shot, index) =>
    photoSvg(spec, shot, shot.scene ?? scene, rim, nudge, seededRandom(spec.seed * 31 + index * 7919 + 1)),
  );
}

/** Renders a car's demo photos as 1600×1200 JPEGs, deterministically from `spec.seed`. */
export async function renderCarPhotos(spec: CarArtSpec): Promise<RenderedCarPhoto[]> {
  const photos: RenderedCarPhoto[] = [];
  for (const svg of carPhotoSvgs(spec)) {
    const bytes = await sharp(Buffer.from(svg), { density: 72 })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true, trellisQuantisation: false, optimiseScans: false })
      .toBuffer();
    photos.push({ bytes, width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
  }
  return photos;
}
