import sharp from "sharp";

import { seededRandom, type SeededRandom } from "@/prisma/demo/random";

// Demo car photos drawn locally (the demo must work offline): a small lofted 3D body per body style, projected
// with a perspective camera and painted back to front into an SVG, then rasterized to JPEG by sharp.
// Everything is derived from the seed, so the same car always gets the same pictures.

export const BODY_STYLES = ["hatch", "sedan", "suv", "pickup"] as const;
export type BodyStyle = (typeof BODY_STYLES)[number];

export type CarArtSpec = {
  brand: string;
  model: string;
  color: string;
  bodyStyle: BodyStyle;
  /** Number of photos, 1 to 8: the first is the main photo (front three-quarter). */
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
// Small math and colour helpers

type V3 = [number, number, number];
type P2 = [number, number];
type RGB = [number, number, number];

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const addv = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const mulv = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
const smooth = (t: number) => {
  const c = clamp(t);
  return c * c * (3 - 2 * c);
};

type Rng = SeededRandom;

function hexToRgb(hex: string): RGB {
  const value = parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
function rgbToHex(c: RGB): string {
  return `#${c
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}
const mixRgb = (a: RGB, b: RGB, t: number): RGB => [
  lerp(a[0], b[0], t),
  lerp(a[1], b[1], t),
  lerp(a[2], b[2], t),
];
const scaleRgb = (a: RGB, k: number): RGB => [a[0] * k, a[1] * k, a[2] * k];
const luminance = (c: RGB) => (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;

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

// ---------------------------------------------------------------------------------------------------------------
// Body geometry: distances `d` are measured from the front bumper backwards, heights `z` from the ground, in metres.

type Knot = [number, number];
type Material =
  | "paint"
  | "roof"
  | "trim"
  | "cladding"
  | "glassSide"
  | "glassTop"
  | "headlight"
  | "taillight"
  | "tonneau"
  | "sunroof";

type Body = {
  style: BodyStyle;
  L: number;
  W: number;
  H: number;
  R: number;
  clearance: number;
  wheels: [number, number];
  belt: Knot[];
  roof: Knot[];
  wsBase: number;
  wsTop: number;
  roofEnd: number;
  rearBase: number;
  sideGlass: [number, number];
  pillars: Array<[number, number]>;
  bed: [number, number] | null;
  cladding: boolean;
  blackRoof: boolean;
  sunroof: [number, number] | null;
  roofRails: boolean;
  roofRatio: number;
  crown: number;
  frontBumperZ: number;
  rearBumperZ: number;
  taper: number;
  /** How far the fascia and the tail lean back, in metres per metre of height. */
  frontTilt: number;
  rearTilt: number;
  doors: number[];
  handles: number[];
};

/** Monotone cubic interpolation through knots sorted by d (no overshoot, so body lines never ripple). */
function monotone(knots: Knot[]): (d: number) => number {
  const n = knots.length;
  const xs = knots.map((k) => k[0]);
  const ys = knots.map((k) => k[1]);
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++) slopes.push((ys[i + 1]! - ys[i]!) / (xs[i + 1]! - xs[i]! || 1e-6));
  const tangents: number[] = [slopes[0] ?? 0];
  for (let i = 1; i < n - 1; i++) {
    const a = slopes[i - 1]!;
    const b = slopes[i]!;
    tangents.push(a * b <= 0 ? 0 : (3 * a * b) / (Math.max(a, b) * 2 + Math.min(a, b) || 1e-6));
  }
  tangents.push(slopes[n - 2] ?? 0);
  return (d: number) => {
    if (d <= xs[0]!) return ys[0]!;
    if (d >= xs[n - 1]!) return ys[n - 1]!;
    let i = 0;
    while (i < n - 2 && d > xs[i + 1]!) i++;
    const h = xs[i + 1]! - xs[i]!;
    const t = (d - xs[i]!) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[i]! +
      (t3 - 2 * t2 + t) * h * tangents[i]! +
      (-2 * t3 + 3 * t2) * ys[i + 1]! +
      (t3 - t2) * h * tangents[i + 1]!
    );
  };
}

function buildBody(style: BodyStyle, r: Rng): Body {
  const k = r.range(0.97, 1.03);
  const hk = r.range(0.985, 1.02);
  if (style === "hatch") {
    const L = 4.0 * k;
    const H = 1.47 * hk;
    return {
      style,
      L,
      W: 0.87,
      H,
      R: r.range(0.3, 0.325),
      clearance: 0.15,
      wheels: [0.8, L - 0.64],
      belt: [
        [0, 0.64],
        [0.12, 0.73],
        [0.45, 0.82],
        [0.95, 0.88],
        [1.4, 0.93],
        [2.5, 0.965],
        [L - 0.5, 1.0],
        [L - 0.1, 1.0],
        [L, 0.96],
      ],
      roof: [
        [1.4, 0.93],
        [1.96, H - 0.06],
        [2.18, H],
        [2.9, H + 0.004],
        [L - 0.42, H - 0.045],
        [L - 0.3, H - 0.12],
        [L - 0.07, 1.0],
      ],
      wsBase: 1.4,
      wsTop: 2.16,
      roofEnd: L - 0.4,
      rearBase: L - 0.07,
      sideGlass: [1.47, L - 0.8],
      pillars: [[2.4, 2.5]],
      bed: null,
      cladding: false,
      blackRoof: r.chance(0.3),
      sunroof: null,
      roofRails: false,
      roofRatio: 0.79,
      crown: 0.035,
      frontBumperZ: 0.24,
      rearBumperZ: 0.26,
      taper: 0.88,
      frontTilt: 0.4,
      rearTilt: 0.3,
      doors: [1.37, 2.45, L - 0.74],
      handles: [2.18, L - 0.98],
    };
  }
  if (style === "sedan") {
    const L = 4.65 * k;
    const H = 1.45 * hk;
    return {
      style,
      L,
      W: 0.9,
      H,
      R: r.range(0.31, 0.34),
      clearance: 0.14,
      wheels: [0.92, L - 0.98],
      belt: [
        [0, 0.63],
        [0.12, 0.72],
        [0.5, 0.81],
        [1.1, 0.9],
        [1.62, 0.95],
        [3.0, 0.99],
        [L - 0.7, 1.03],
        [L - 0.15, 1.03],
        [L, 0.98],
      ],
      roof: [
        [1.62, 0.95],
        [2.24, H - 0.06],
        [2.47, H],
        [3.05, H],
        [3.4, H - 0.04],
        [3.75, 1.24],
        [L - 0.68, 1.03],
      ],
      wsBase: 1.62,
      wsTop: 2.45,
      roofEnd: 3.4,
      rearBase: L - 0.68,
      sideGlass: [1.69, 3.78],
      pillars: [
        [2.76, 2.86],
        [3.46, 3.52],
      ],
      bed: null,
      cladding: false,
      blackRoof: false,
      sunroof: r.chance(0.4) ? [2.65, 3.15] : null,
      roofRails: false,
      roofRatio: 0.78,
      crown: 0.03,
      frontBumperZ: 0.24,
      rearBumperZ: 0.3,
      taper: 0.88,
      frontTilt: 0.45,
      rearTilt: 0.2,
      doors: [1.59, 2.81, 3.72],
      handles: [2.55, 3.5],
    };
  }
  if (style === "suv") {
    const L = 4.45 * k;
    const H = 1.66 * hk;
    return {
      style,
      L,
      W: 0.92,
      H,
      R: r.range(0.345, 0.37),
      clearance: 0.2,
      wheels: [0.88, L - 0.8],
      belt: [
        [0, 0.82],
        [0.12, 0.9],
        [0.5, 0.98],
        [1.0, 1.05],
        [1.42, 1.09],
        [2.8, 1.11],
        [L - 0.5, 1.15],
        [L - 0.1, 1.15],
        [L, 1.1],
      ],
      roof: [
        [1.42, 1.09],
        [1.97, H - 0.06],
        [2.19, H],
        [3.3, H],
        [L - 0.4, H - 0.035],
        [L - 0.28, H - 0.12],
        [L - 0.07, 1.15],
      ],
      wsBase: 1.42,
      wsTop: 2.17,
      roofEnd: L - 0.38,
      rearBase: L - 0.07,
      sideGlass: [1.49, L - 0.62],
      pillars: [
        [2.45, 2.55],
        [3.3, 3.37],
      ],
      bed: null,
      cladding: true,
      blackRoof: r.chance(0.35),
      sunroof: r.chance(0.4) ? [2.35, 3.2] : null,
      roofRails: r.chance(0.6),
      roofRatio: 0.8,
      crown: 0.035,
      frontBumperZ: 0.32,
      rearBumperZ: 0.36,
      taper: 0.91,
      frontTilt: 0.45,
      rearTilt: 0.25,
      doors: [1.39, 2.5, 3.45],
      handles: [2.25, 3.2],
    };
  }
  const L = 5.3 * k;
  const H = 1.82 * hk;
  return {
    style,
    L,
    W: 0.93,
    H,
    R: r.range(0.38, 0.4),
    clearance: 0.23,
    wheels: [0.95, L - 1.32],
    belt: [
      [0, 0.92],
      [0.12, 1.0],
      [0.5, 1.08],
      [1.2, 1.15],
      [1.75, 1.19],
      [3.2, 1.22],
      [L - 0.1, 1.22],
      [L, 1.2],
    ],
    roof: [
      [1.75, 1.19],
      [2.28, H - 0.06],
      [2.47, H],
      [3.0, H],
      [3.16, H - 0.03],
      [3.24, H - 0.2],
      [3.3, 1.22],
    ],
    wsBase: 1.75,
    wsTop: 2.45,
    roofEnd: 3.18,
    rearBase: 3.3,
    sideGlass: [1.82, 3.12],
    pillars: [[2.58, 2.68]],
    bed: [3.33, L - 0.02],
    cladding: true,
    blackRoof: false,
    sunroof: null,
    roofRails: false,
    roofRatio: 0.84,
    crown: 0.02,
    frontBumperZ: 0.4,
    rearBumperZ: 0.42,
    taper: 0.94,
    frontTilt: 0.3,
    rearTilt: 0.04,
    doors: [1.72, 2.63, 3.28],
    handles: [2.4, 3.08],
  };
}

type Station = { d: number; x: number; half: P2[]; zb: number; belt: number; top: number; W: number };

type Mesh = {
  body: Body;
  /** Leans the fascia and the tail back (applied to body geometry, not to the wheels). */
  warp: (p: V3) => V3;
  stations: Station[];
  station: (d: number) => Station;
  zbAt: (d: number) => number;
};

function buildMesh(body: Body): Mesh {
  const beltAt = monotone(body.belt);
  const roofAt = monotone(body.roof);
  const { L, R, clearance } = body;
  const archR = R + 0.055;
  const zbAt = (d: number) => {
    let z = clearance;
    if (d < 0.35) z = lerp(body.frontBumperZ, clearance, smooth(d / 0.35));
    if (d > L - 0.35) z = lerp(body.rearBumperZ, clearance, smooth((L - d) / 0.35));
    for (const w of body.wheels) {
      const dx = d - w;
      if (Math.abs(dx) < archR) z = Math.max(z, R + Math.sqrt(archR * archR - dx * dx));
    }
    return z;
  };
  const topAt = (d: number) => {
    const belt = beltAt(d);
    if (d <= body.wsBase || d >= body.rearBase) return belt;
    return Math.max(belt, roofAt(d));
  };
  const station = (d: number): Station => {
    const belt = beltAt(d);
    const zb = Math.min(zbAt(d), belt - 0.06);
    const top = topAt(d);
    const gh = top - belt;
    const W = body.W * (body.taper + (1 - body.taper) * smooth(Math.min(d, L - d) / 0.5));
    const h = belt - zb;
    const Wr = W * body.roofRatio;
    const wBelt = W * 0.93;
    const crown = body.crown * (gh > 0.2 ? 1 : 0.6);
    const half: P2[] = [
      [W * 0.9, zb],
      [W * 0.985, zb + 0.12 * h],
      [W, zb + 0.45 * h],
      [W * 0.995, zb + 0.78 * h],
      [W * 0.965, belt - 0.02],
      [wBelt, belt],
      [lerp(wBelt, Wr, 0.85), belt + 0.86 * gh],
      [Wr, top],
      [Wr * 0.55, top + crown * 0.75],
      [0, top + crown],
    ];
    return { d, x: L - d, half, zb, belt, top, W };
  };

  const keys = new Set<number>();
  for (let d = 0; d <= L + 1e-9; d += 0.08) keys.add(d);
  for (const w of body.wheels) for (let d = w - archR - 0.03; d <= w + archR + 0.03; d += 0.035) keys.add(d);
  const extra = [
    0.03,
    0.07,
    0.14,
    L - 0.14,
    L - 0.07,
    L - 0.03,
    L,
    body.wsBase,
    body.wsTop,
    body.roofEnd,
    body.rearBase,
    ...body.sideGlass,
    ...body.pillars.flat(),
    ...(body.bed ?? []),
    ...(body.sunroof ?? []),
    ...body.wheels.flatMap((w) => [w - archR, w + archR]),
  ];
  for (const d of extra) keys.add(d);
  const ds = [...keys].filter((d) => d >= 0 && d <= L).sort((a, b) => a - b);
  const unique: number[] = [];
  for (const d of ds) if (!unique.length || d - unique[unique.length - 1]! > 0.008) unique.push(d);
  if (unique[unique.length - 1]! < L) unique.push(L);
  const warp = (p: V3): V3 => {
    const front = 1 - smooth((L - p[0]) / 0.55);
    const rear = 1 - smooth(p[0] / 0.5);
    const x =
      p[0] -
      body.frontTilt * Math.max(0, p[2] - body.frontBumperZ * 0.8) * front +
      body.rearTilt * Math.max(0, p[2] - body.rearBumperZ * 0.8) * rear;
    return [x, p[1], p[2]];
  };
  return { body, warp, stations: unique.map(station), station, zbAt };
}

function materialFor(body: Body, d: number, k: number, gh: number, zb: number): Material {
  const { L } = body;
  const inRange = (range: [number, number] | null) => !!range && d >= range[0] && d <= range[1];
  if (k === 3 || k === 4) {
    if (d < 0.14) return "headlight";
    if (d > L - 0.12 && !(body.style === "pickup")) return "taillight";
    if (body.style === "pickup" && d > L - 0.06) return "taillight";
  }
  if (k === 0) return body.cladding || zb > body.clearance + 0.12 ? "cladding" : "paint";
  if (k === 5) {
    if (gh < 0.06) return "paint";
    if (d < body.sideGlass[0]) return "trim";
    if (d > body.sideGlass[1]) return body.style === "sedan" ? "glassSide" : "paint";
    if (body.pillars.some((p) => d >= p[0] && d <= p[1])) return "trim";
    return "glassSide";
  }
  if (k === 6) return body.blackRoof && gh > 0.06 ? "roof" : "paint";
  if (k >= 7) {
    if (d > body.wsBase && d < body.wsTop - 0.02) return "glassTop";
    if (d > body.roofEnd + 0.02 && d < body.rearBase) return "glassTop";
    if (inRange(body.bed)) return "tonneau";
    if (k === 8 && inRange(body.sunroof)) return "sunroof";
    if (d >= body.wsTop - 0.02 && d <= body.roofEnd + 0.02) return body.blackRoof ? "roof" : "paint";
  }
  return "paint";
}

// ---------------------------------------------------------------------------------------------------------------
// Camera and projection

type Camera = { pos: V3; fwd: V3; right: V3; up: V3 };

function makeCamera(pos: V3, target: V3): Camera {
  const fwd = norm(sub(target, pos));
  const right = norm(cross(fwd, [0, 0, 1]));
  const up = cross(right, fwd);
  return { pos, fwd, right, up };
}

type View = { cam: Camera; s: number; ox: number; oy: number; ppm: number };

function rawProject(cam: Camera, p: V3): [number, number, number] {
  const d = sub(p, cam.pos);
  const z = Math.max(dot(d, cam.fwd), 0.05);
  return [dot(d, cam.right) / z, -dot(d, cam.up) / z, z];
}

function fitView(cam: Camera, points: V3[], box: { cx: number; cy: number; w: number; h: number }): View {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    const [x, y] = rawProject(cam, p);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const s = Math.min(box.w / (maxX - minX), box.h / (maxY - minY));
  const depth =
    points.reduce((sum, p) => sum + Math.max(0.05, dot(sub(p, cam.pos), cam.fwd)), 0) / points.length;
  return {
    cam,
    s,
    ox: box.cx - (s * (minX + maxX)) / 2,
    oy: box.cy - (s * (minY + maxY)) / 2,
    ppm: s / depth,
  };
}

function screen(view: View, p: V3): P2 {
  const [x, y] = rawProject(view.cam, p);
  return [view.ox + view.s * x, view.oy + view.s * y];
}

function depthOf(view: View, p: V3) {
  return dot(sub(p, view.cam.pos), view.cam.fwd);
}

const fmt = (v: number) => (Math.round(v * 10) / 10).toString();

/** Grows a small convex polygon by about half a pixel (mitred offset), so neighbouring faces overlap and no seams show. */
function expand(pts: P2[], px = 0.6): P2[] {
  const n = pts.length;
  const cx = pts.reduce((sum, p) => sum + p[0], 0) / n;
  const cy = pts.reduce((sum, p) => sum + p[1], 0) / n;
  const normals: Array<P2 | null> = [];
  for (let i = 0; i < n; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % n]!;
    const ex = b[0] - a[0];
    const ey = b[1] - a[1];
    const l = Math.hypot(ex, ey);
    if (l < 1e-6) {
      normals.push(null);
      continue;
    }
    let nx = ey / l;
    let ny = -ex / l;
    if (nx * ((a[0] + b[0]) / 2 - cx) + ny * ((a[1] + b[1]) / 2 - cy) < 0) {
      nx = -nx;
      ny = -ny;
    }
    normals.push([nx, ny]);
  }
  return pts.map((p, i) => {
    let prev: P2 | null = null;
    for (let k = 1; k <= n && !prev; k++) prev = normals[(i - k + n) % n] ?? null;
    let next: P2 | null = null;
    for (let k = 0; k < n && !next; k++) next = normals[(i + k) % n] ?? null;
    if (!prev || !next) return p;
    const denom = Math.max(0.25, 1 + prev[0] * next[0] + prev[1] * next[1]);
    return [p[0] + ((prev[0] + next[0]) * px) / denom, p[1] + ((prev[1] + next[1]) * px) / denom];
  });
}

const pointsAttr = (pts: P2[]) => pts.map((p) => `${fmt(p[0])},${fmt(p[1])}`).join(" ");

function polygon(pts: P2[], fill: string, extra = ""): string {
  return `<polygon points="${pointsAttr(pts)}" fill="${fill}"${extra}/>`;
}

function convexHull(points: P2[]): P2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const crossZ = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && crossZ(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: P2[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && crossZ(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

// ---------------------------------------------------------------------------------------------------------------
// Shading

type Scene = {
  kind: "studio" | "showroom" | "outdoor" | "dusk";
  sky: RGB;
  horizon: RGB;
  ground: RGB;
  light: V3;
  reflectFloor: boolean;
  /** Picks the backdrop tone, fixed per car so all its photos look like one shoot. */
  variant: number;
};

type Palette = {
  paint: RGB;
  metallic: boolean;
  rim: RGB;
  caliper: RGB;
  spokes: number;
  rimStyle: "spoke" | "split" | "turbine";
  grille: "bars" | "mesh" | "slim" | "closed";
  interior: RGB;
};

function envColor(scene: Scene, dir: V3): RGB {
  if (dir[2] >= 0) return mixRgb(scene.horizon, scene.sky, Math.pow(clamp(dir[2] * 1.6), 0.7));
  return mixRgb(scene.horizon, scene.ground, clamp(-dir[2] * 5));
}

type Surface = { base: RGB; gloss: number; diffuse: number; reflect: number; spec: number };

function surfaceFor(mat: Material, pal: Palette): Surface {
  switch (mat) {
    case "paint":
      return { base: pal.paint, gloss: 60, diffuse: 1, reflect: pal.metallic ? 0.55 : 0.45, spec: 0.55 };
    case "roof":
    case "trim":
      return { base: [18, 19, 22], gloss: 80, diffuse: 1, reflect: 0.5, spec: 0.5 };
    case "cladding":
      return { base: [38, 40, 44], gloss: 10, diffuse: 1, reflect: 0.08, spec: 0.05 };
    case "glassSide":
    case "glassTop":
    case "sunroof":
      return { base: [22, 28, 36], gloss: 120, diffuse: 0.4, reflect: 0.75, spec: 0.8 };
    case "headlight":
      return { base: [200, 208, 216], gloss: 100, diffuse: 0.7, reflect: 0.5, spec: 0.9 };
    case "taillight":
      return { base: [150, 14, 20], gloss: 100, diffuse: 0.8, reflect: 0.3, spec: 0.7 };
    case "tonneau":
      return { base: [30, 31, 34], gloss: 12, diffuse: 1, reflect: 0.1, spec: 0.05 };
  }
}

function shade(surface: Surface, n: V3, toEye: V3, scene: Scene): RGB {
  const l = scene.light;
  const ndl = Math.max(0, dot(n, l));
  const ambient = 0.52 + 0.2 * n[2];
  let c = scaleRgb(surface.base, (ambient + 0.42 * ndl) * surface.diffuse + (1 - surface.diffuse) * 0.5);
  const ndv = Math.max(0, dot(n, toEye));
  const reflected = sub(mulv(n, 2 * ndv), toEye);
  const fresnel = 0.06 + 0.94 * Math.pow(1 - ndv, 3);
  c = mixRgb(c, envColor(scene, reflected), clamp(surface.reflect * (0.28 + 0.72 * fresnel)));
  const h = norm(addv(l, toEye));
  const spec = Math.pow(Math.max(0, dot(n, h)), surface.gloss) * surface.spec;
  return mixRgb(c, [255, 255, 255], clamp(spec));
}

function newellNormal(pts: V3[]): V3 {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return norm([nx, ny, nz]);
}

function centroid(pts: V3[]): V3 {
  const c: V3 = [0, 0, 0];
  for (const p of pts) {
    c[0] += p[0];
    c[1] += p[1];
    c[2] += p[2];
  }
  return mulv(c, 1 / pts.length);
}

// ---------------------------------------------------------------------------------------------------------------
// The car drawn into SVG

type Item = { depth: number; svg: string };

type DrawOptions = { mirror?: boolean };

function drawCar(view: View, mesh: Mesh, pal: Palette, scene: Scene, options: DrawOptions = {}): string {
  const { body, stations } = mesh;
  const mirror = options.mirror === true;
  const P = (p: V3): V3 => (mirror ? [p[0], p[1], -p[2]] : p);
  const proj = (p: V3) => screen(view, P(p));
  const warp = mesh.warp;
  const visible = (n: V3, c: V3) => {
    const nn: V3 = mirror ? [n[0], n[1], -n[2]] : n;
    return dot(nn, sub(view.cam.pos, P(c))) > 0;
  };
  const faceColor = (mat: Material, n: V3, c: V3) => {
    const toEye = norm(sub(view.cam.pos, c));
    return rgbToHex(shade(surfaceFor(mat, pal), n, toEye, scene));
  };
  const items: Item[] = [];
  const parts: string[] = [];

  // Wheel arch liners and wheels go first: the body, drawn after them, hides whatever it covers.
  const wheelCentres: Array<{ c: V3; side: number }> = [];
  for (const w of body.wheels)
    for (const side of [1, -1]) wheelCentres.push({ c: [body.L - w, side * (body.W - 0.05), body.R], side });
  wheelCentres.sort((a, b) => depthOf(view, P(b.c)) - depthOf(view, P(a.c)));
  for (const { c, side } of wheelCentres) {
    // The wheel well: the arch at the body side plus a tall block inside the body, so looking up into the arch
    // (whose inner surfaces are back faces, never drawn) shows darkness instead of the background.
    const liner: V3[] = [];
    const archR = body.R + 0.05;
    const outerY = side * body.W * 0.98;
    for (let i = 0; i <= 16; i++) {
      const t = (Math.PI * i) / 16;
      liner.push([c[0] + archR * Math.cos(t), outerY, body.R + archR * Math.sin(t)]);
    }
    liner.push([c[0] - archR, outerY, body.clearance], [c[0] + archR, outerY, body.clearance]);
    const innerY = side * body.W * 0.4;
    const d = body.L - c[0];
    const spread = archR * 1.1;
    // Kept inside the body: below the lowest body line above the arch.
    const top = Math.min(...[d - spread, d, d + spread].map((at) => mesh.station(at).belt)) - 0.08;
    for (const dx of [-spread, spread])
      liner.push([c[0] + dx, innerY, body.clearance], [c[0] + dx, innerY, top]);
    parts.push(polygon(convexHull(liner.map(proj)), "#0b0c0e"));
  }
  for (const { c, side } of wheelCentres) parts.push(drawWheel(view, c, side, body, pal, P));

  // Body panels.
  for (let i = 0; i < stations.length - 1; i++) {
    const a = stations[i]!;
    const b = stations[i + 1]!;
    const dMid = (a.d + b.d) / 2;
    const gh = Math.min(a.top - a.belt, b.top - b.belt);
    const axisZ = ((a.zb + a.belt) / 2 + (b.zb + b.belt) / 2) / 2;
    for (const side of [1, -1]) {
      for (let k = 0; k < a.half.length - 1; k++) {
        const pts = (
          [
            [a.x, side * a.half[k]![0], a.half[k]![1]],
            [a.x, side * a.half[k + 1]![0], a.half[k + 1]![1]],
            [b.x, side * b.half[k + 1]![0], b.half[k + 1]![1]],
            [b.x, side * b.half[k]![0], b.half[k]![1]],
          ] satisfies V3[]
        ).map(warp);
        const c = centroid(pts);
        let n = newellNormal(pts);
        if (dot(n, sub(c, [c[0], 0, axisZ])) < 0) n = mulv(n, -1);
        if (Math.hypot(pts[0]![1] - pts[1]![1], pts[0]![2] - pts[1]![2]) < 1e-4) continue;
        if (!visible(n, c)) continue;
        const mat = materialFor(body, dMid, k, gh, Math.max(a.zb, b.zb));
        const fill =
          mat === "glassSide"
            ? "url(#glassSide)"
            : mat === "glassTop"
              ? "url(#glassTop)"
              : faceColor(mat, n, c);
        items.push({ depth: depthOf(view, P(c)), svg: polygon(expand(pts.map(proj)), fill) });
      }
    }
  }

  // End caps with their lights, grille and bumper details.
  for (const end of ["front", "rear"] as const) {
    const st = end === "front" ? stations[0]! : stations[stations.length - 1]!;
    const ring: V3[] = [
      ...st.half.map((h): V3 => [st.x, h[0], h[1]]),
      ...st.half
        .slice(0, -1)
        .reverse()
        .map((h): V3 => [st.x, -h[0], h[1]]),
    ].map(warp);
    let n = newellNormal(ring);
    if ((end === "front") !== n[0] > 0) n = mulv(n, -1);
    const c = centroid(ring);
    if (!visible(n, c)) continue;
    const fill = faceColor("paint", n, c);
    const capProj = (p: V3) => proj(warp(p));
    let svg = `<polygon points="${pointsAttr(ring.map(proj))}" fill="${fill}" stroke="${fill}" stroke-width="1.1" stroke-linejoin="round"/>`;
    svg +=
      end === "front"
        ? frontDetails(st, body, pal, scene, view, capProj, n)
        : rearDetails(st, body, pal, capProj);
    items.push({ depth: depthOf(view, P(c)), svg });
  }

  // Side mirrors: a short lofted housing at the front of the side glass, only on the side facing the camera.
  for (const side of [1, -1]) {
    const sideMid = mesh.station(body.L / 2);
    if (!visible([0, side, 0], [sideMid.x, side * sideMid.W, sideMid.belt])) continue;
    const st = mesh.station(body.wsBase + 0.14);
    const cx = st.x;
    const cz = st.belt + 0.1;
    const ring = (y: number, hx: number, hz: number, dz: number): V3[] => {
      const pts: V3[] = [];
      for (let i = 0; i < 12; i++) {
        const t = (2 * Math.PI * i) / 12;
        const cos = Math.cos(t);
        const sin = Math.sin(t);
        pts.push([
          cx + hx * Math.sign(cos) * Math.pow(Math.abs(cos), 0.6),
          y,
          cz + dz + hz * Math.sign(sin) * Math.pow(Math.abs(sin), 0.6),
        ]);
      }
      return pts;
    };
    const inner = ring(side * st.W * 0.9, 0.1, 0.05, -0.01).map(warp);
    const outer = ring(side * (st.W + 0.16), 0.09, 0.062, 0.01).map(warp);
    const housing: Material = body.blackRoof ? "trim" : "paint";
    const addFace = (pts: V3[], mat: Material) => {
      const c = centroid(pts);
      let n = newellNormal(pts);
      const axis: V3 = [cx, c[1], cz];
      if (dot(n, sub(c, axis)) < 0 && Math.abs(n[1]) < 0.9) n = mulv(n, -1);
      if (!visible(n, c)) return;
      const fill = faceColor(mat, n, c);
      items.push({
        depth: depthOf(view, P(c)) - 0.35,
        svg: `<polygon points="${pointsAttr(pts.map(proj))}" fill="${fill}" stroke="${fill}" stroke-width="0.8"/>`,
      });
    };
    for (let i = 0; i < 12; i++) {
      const j = (i + 1) % 12;
      addFace([inner[i]!, inner[j]!, outer[j]!, outer[i]!], i >= 6 && i <= 9 ? "trim" : housing);
    }
    const cap = side > 0 ? outer : [...outer].reverse();
    const capNormal: V3 = [0, side, 0];
    const capCentre = centroid(cap);
    if (visible(capNormal, capCentre)) {
      const fill = faceColor(housing, capNormal, capCentre);
      items.push({ depth: depthOf(view, P(capCentre)) - 0.36, svg: polygon(cap.map(proj), fill) });
    }
  }

  // Roof rails.
  if (body.roofRails) {
    for (const side of [1, -1]) {
      const railPts: V3[] = [];
      const railTop: V3[] = [];
      for (let d = body.wsTop + 0.1; d <= body.roofEnd - 0.05; d += 0.1) {
        const st = mesh.station(d);
        const y = side * st.W * body.roofRatio * 0.86;
        railPts.push([st.x, y, st.top + 0.0]);
        railTop.push([st.x, y, st.top + 0.05]);
      }
      const pts = [...railPts, ...railTop.reverse()];
      const c = centroid(pts);
      items.push({ depth: depthOf(view, P(c)) - 0.4, svg: polygon(pts.map(proj), "#1d1f23") });
    }
  }

  // Pickups carry a sport bar ("santo antônio") behind the cab.
  if (body.bed) {
    const st = mesh.station(body.bed[0] + 0.12);
    const y = st.W * 0.82;
    const pts: V3[] = [
      [st.x, y, st.belt],
      [st.x, y, st.belt + 0.3],
      [st.x - 0.1, y * 0.6, st.belt + 0.36],
      [st.x - 0.1, -y * 0.6, st.belt + 0.36],
      [st.x, -y, st.belt + 0.3],
      [st.x, -y, st.belt],
    ];
    const c = centroid(pts);
    items.push({
      depth: depthOf(view, P(c)) - 0.1,
      svg: `<polyline points="${pointsAttr(pts.map(proj))}" fill="none" stroke="#1b1c20" stroke-width="${fmt(view.ppm * 0.06)}" stroke-linejoin="round"/>`,
    });
  }

  items.sort((a, b) => b.depth - a.depth);
  for (const item of items) parts.push(item.svg);

  // Door seams and handles on the visible side.
  for (const side of [1, -1]) {
    const n: V3 = [0, side, 0];
    const mid = mesh.station(body.L / 2);
    if (!visible(n, [mid.x, side * mid.W, mid.belt])) continue;
    const seamWidth = Math.max(1.2, view.ppm * 0.008);
    for (const d of body.doors) {
      const st = mesh.station(d);
      const pts = st.half.slice(1, 6).map((h): V3 => warp([st.x, side * (h[0] + 0.004), h[1]]));
      parts.push(
        `<polyline points="${pointsAttr(pts.map(proj))}" fill="none" stroke="#000" stroke-opacity="0.38" stroke-width="${fmt(seamWidth)}" stroke-linecap="round"/>`,
      );
    }
    if (body.style === "pickup" && body.bed) {
      const st = mesh.station(body.bed[0] - 0.015);
      const pts = st.half.slice(0, 6).map((h): V3 => warp([st.x, side * (h[0] + 0.004), h[1]]));
      parts.push(
        `<polyline points="${pointsAttr(pts.map(proj))}" fill="none" stroke="#000" stroke-opacity="0.55" stroke-width="${fmt(seamWidth * 1.6)}"/>`,
      );
    }
    for (const d of body.handles) {
      const st = mesh.station(d);
      const z = st.half[3]![1];
      const y = side * (st.W + 0.006);
      const pts = (
        [
          [st.x, y, z],
          [st.x - 0.15, y, z],
          [st.x - 0.15, y, z + 0.035],
          [st.x, y, z + 0.035],
        ] satisfies V3[]
      ).map(warp);
      parts.push(polygon(pts.map(proj), rgbToHex(mixRgb(pal.paint, [0, 0, 0], 0.35)), ` fill-opacity="0.8"`));
    }
  }
  return parts.join("");
}

function drawWheel(view: View, c: V3, side: number, body: Body, pal: Palette, P: (p: V3) => V3): string {
  const proj = (p: V3) => screen(view, P(p));
  const R = body.R;
  const rimR = R * 0.7;
  const outerY = c[1] + side * 0.015;
  const innerY = c[1] - side * 0.24;
  const circle = (y: number, radius: number, n = 36, phase = 0): V3[] => {
    const pts: V3[] = [];
    for (let i = 0; i < n; i++) {
      const t = phase + (2 * Math.PI * i) / n;
      pts.push([c[0] + radius * Math.cos(t), y, c[2] + radius * Math.sin(t)]);
    }
    return pts;
  };
  const parts: string[] = [];
  const tread = convexHull([...circle(outerY, R), ...circle(innerY, R)].map(proj));
  parts.push(polygon(tread, "#131417"));
  const outwardVisible = dot([0, side, 0], sub(view.cam.pos, P(c))) > 0;
  if (!outwardVisible) return parts.join("");
  parts.push(polygon(circle(outerY, R).map(proj), "#1c1d21"));
  parts.push(polygon(circle(outerY, R * 0.93).map(proj), "#24262a"));
  // The rim: lip, dark barrel, brake disc and caliper behind the spokes.
  const rimHex = rgbToHex(pal.rim);
  parts.push(polygon(circle(outerY, rimR).map(proj), rgbToHex(scaleRgb(pal.rim, 0.85))));
  parts.push(polygon(circle(outerY - side * 0.01, rimR * 0.95).map(proj), "#222428"));
  parts.push(polygon(circle(outerY - side * 0.07, rimR * 0.74).map(proj), "#5d6168"));
  parts.push(polygon(circle(outerY - side * 0.07, rimR * 0.32).map(proj), "#4a4d53"));
  const caliper: V3[] = [];
  const caliperY = outerY - side * 0.05;
  for (let i = 0; i <= 8; i++) {
    const t = 0.35 + (0.9 * i) / 8;
    caliper.push([
      c[0] + rimR * 0.86 * Math.cos(Math.PI - t),
      caliperY,
      c[2] + rimR * 0.86 * Math.sin(Math.PI - t),
    ]);
  }
  for (let i = 8; i >= 0; i--) {
    const t = 0.35 + (0.9 * i) / 8;
    caliper.push([
      c[0] + rimR * 0.55 * Math.cos(Math.PI - t),
      caliperY,
      c[2] + rimR * 0.55 * Math.sin(Math.PI - t),
    ]);
  }
  parts.push(polygon(caliper.map(proj), rgbToHex(pal.caliper)));
  const light = rgbToHex(mixRgb(pal.rim, [255, 255, 255], 0.2));
  const dark = rgbToHex(scaleRgb(pal.rim, 0.72));
  const spokeY = outerY - side * 0.004;
  const at = (radius: number, angle: number): V3 => [
    c[0] + radius * Math.cos(angle),
    spokeY,
    c[2] + radius * Math.sin(angle),
  ];
  const spokes = pal.spokes;
  for (let i = 0; i < spokes; i++) {
    const a = (2 * Math.PI * i) / spokes + 0.3;
    const draw = (centre: number, hubHalf: number, rimHalf: number) => {
      const leftPts = [
        at(rimR * 0.2, centre),
        at(rimR * 0.2, centre - hubHalf),
        at(rimR * 0.96, centre - rimHalf),
        at(rimR * 0.96, centre),
      ];
      const rightPts = [
        at(rimR * 0.2, centre),
        at(rimR * 0.2, centre + hubHalf),
        at(rimR * 0.96, centre + rimHalf),
        at(rimR * 0.96, centre),
      ];
      parts.push(polygon(leftPts.map(proj), light), polygon(rightPts.map(proj), dark));
    };
    if (pal.rimStyle === "split") {
      draw(a - 0.11, 0.08, 0.065);
      draw(a + 0.11, 0.08, 0.065);
    } else if (pal.rimStyle === "turbine") {
      draw(a, 0.11, 0.07);
      draw(a + Math.PI / spokes, 0.05, 0.04);
    } else {
      draw(a, 0.17, 0.1);
    }
  }
  parts.push(polygon(circle(spokeY, rimR * 0.24).map(proj), rimHex));
  parts.push(polygon(circle(spokeY, rimR * 0.1).map(proj), "#2b2d31"));
  parts.push(
    `<polygon points="${pointsAttr(circle(outerY, rimR).map(proj))}" fill="none" stroke="${rgbToHex(mixRgb(pal.rim, [255, 255, 255], 0.5))}" stroke-width="${fmt(Math.max(1, view.ppm * 0.008))}"/>`,
  );
  return parts.join("");
}

type CapProj = (p: V3) => P2;

function frontDetails(
  st: Station,
  body: Body,
  pal: Palette,
  scene: Scene,
  view: View,
  proj: CapProj,
  n: V3,
): string {
  const x = st.x + 0.004;
  const W = st.W * 0.9;
  const z0 = st.zb;
  const h = st.belt - st.zb;
  const at = (y: number, z: number): P2 => proj([x, y * W, z0 + z * h]);
  const toEye = norm(sub(view.cam.pos, [x, 0, z0 + h / 2]));
  const parts: string[] = [];
  const tall = body.style === "suv" || body.style === "pickup";
  // Lower intake and bumper lip.
  parts.push(polygon([at(-0.7, 0.06), at(0.7, 0.06), at(0.62, 0.26), at(-0.62, 0.26)], "#15161a"));
  // Grille.
  const gTop = tall ? 0.86 : 0.8;
  const gBottom = tall ? 0.34 : 0.42;
  const gHalf = tall ? 0.5 : 0.4;
  if (pal.grille === "closed") {
    parts.push(polygon([at(-gHalf, 0.5), at(gHalf, 0.5), at(gHalf, 0.56), at(-gHalf, 0.56)], "#1a1b1f"));
  } else {
    parts.push(
      polygon(
        [at(-gHalf, gBottom), at(gHalf, gBottom), at(gHalf + 0.05, gTop), at(-gHalf - 0.05, gTop)],
        "#0f1013",
      ),
    );
    const chrome = rgbToHex(
      shade({ base: [175, 180, 188], gloss: 80, diffuse: 1, reflect: 0.6, spec: 0.6 }, n, toEye, scene),
    );
    const bars = pal.grille === "mesh" ? 0 : pal.grille === "slim" ? 1 : tall ? 4 : 3;
    for (let i = 1; i <= bars; i++) {
      const z = lerp(gBottom, gTop, i / (bars + 1));
      parts.push(
        polygon(
          [at(-gHalf, z - 0.012), at(gHalf, z - 0.012), at(gHalf, z + 0.012), at(-gHalf, z + 0.012)],
          chrome,
        ),
      );
    }
    if (pal.grille === "mesh") {
      for (let i = 0; i < 9; i++) {
        const y = lerp(-gHalf, gHalf, (i + 0.5) / 9);
        parts.push(
          polygon(
            [
              at(y - 0.01, gBottom + 0.04),
              at(y + 0.01, gBottom + 0.04),
              at(y + 0.01, gTop - 0.04),
              at(y - 0.01, gTop - 0.04),
            ],
            "#2a2c31",
          ),
        );
      }
    }
  }
  // Headlights with a daytime running light strip.
  for (const s of [1, -1]) {
    const lamp = [at(s * 0.44, 0.6), at(s * 0.98, 0.66), at(s * 1.0, 0.96), at(s * 0.4, 0.9)];
    parts.push(polygon(lamp, "#2c3138"));
    parts.push(
      polygon([at(s * 0.52, 0.67), at(s * 0.92, 0.71), at(s * 0.94, 0.87), at(s * 0.5, 0.83)], "#aab4be"),
    );
    parts.push(
      polygon([at(s * 0.66, 0.71), at(s * 0.84, 0.73), at(s * 0.85, 0.84), at(s * 0.66, 0.82)], "#dfe6ee"),
    );
    parts.push(
      polygon([at(s * 0.44, 0.875), at(s * 0.98, 0.91), at(s * 0.99, 0.95), at(s * 0.41, 0.905)], "#f4f8ff"),
    );
    parts.push(
      polygon([at(s * 0.76, 0.12), at(s * 0.88, 0.12), at(s * 0.88, 0.2), at(s * 0.76, 0.2)], "#d9dde2"),
    );
  }
  return parts.join("");
}

function rearDetails(st: Station, body: Body, pal: Palette, proj: CapProj): string {
  const x = st.x - 0.004;
  const W = st.W * 0.9;
  const z0 = st.zb;
  const h = st.belt - st.zb;
  const at = (y: number, z: number): P2 => proj([x, y * W, z0 + z * h]);
  const parts: string[] = [];
  parts.push(polygon([at(-0.98, 0.0), at(0.98, 0.0), at(0.96, 0.2), at(-0.96, 0.2)], "#17181c"));
  // Licence plate recess, left blank.
  parts.push(
    polygon(
      [at(-0.3, 0.34), at(0.3, 0.34), at(0.3, 0.58), at(-0.3, 0.58)],
      rgbToHex(mixRgb(pal.paint, [40, 42, 46], 0.45)),
    ),
  );
  for (const s of [1, -1]) {
    const lamp =
      body.style === "pickup"
        ? [at(s * 0.86, 0.45), at(s * 0.99, 0.45), at(s * 0.99, 0.95), at(s * 0.86, 0.95)]
        : [at(s * 0.55, 0.7), at(s * 0.99, 0.7), at(s * 0.99, 0.95), at(s * 0.6, 0.95)];
    parts.push(polygon(lamp, "#8e0d14"));
    const inner =
      body.style === "pickup"
        ? [at(s * 0.89, 0.6), at(s * 0.96, 0.6), at(s * 0.96, 0.85), at(s * 0.89, 0.85)]
        : [at(s * 0.64, 0.77), at(s * 0.94, 0.77), at(s * 0.94, 0.86), at(s * 0.66, 0.86)];
    parts.push(polygon(inner, "#d9303a"));
    parts.push(
      polygon([at(s * 0.84, 0.06), at(s * 0.94, 0.06), at(s * 0.94, 0.11), at(s * 0.84, 0.11)], "#a0141c"),
    );
  }
  if (body.style === "suv" && pal.grille !== "bars") {
    parts.push(polygon([at(-0.6, 0.86), at(0.6, 0.86), at(0.6, 0.89), at(-0.6, 0.89)], "#b3121b"));
  }
  return parts.join("");
}

// ---------------------------------------------------------------------------------------------------------------
// Backdrops

type Shot = "front34" | "side" | "rear34" | "front" | "rear" | "wheel" | "interior" | "sideOutdoor";

const SHOTS: Shot[] = ["front34", "side", "rear34", "interior", "front", "wheel", "rear", "sideOutdoor"];

function sceneFor(kind: Scene["kind"], r: Rng, variant: number): Scene {
  const light = norm([r.range(0.2, 0.6), r.range(0.3, 0.7), 1]);
  const base = { kind, light, reflectFloor: false, variant };
  switch (kind) {
    case "studio":
      return { ...base, sky: [250, 251, 252], horizon: [200, 204, 210], ground: [120, 124, 130] };
    case "showroom":
      return {
        ...base,
        sky: [235, 238, 242],
        horizon: [90, 96, 106],
        ground: [150, 154, 160],
        reflectFloor: true,
      };
    case "outdoor":
      return { ...base, sky: [120, 170, 225], horizon: [220, 230, 238], ground: [110, 110, 108] };
    case "dusk":
      return {
        ...base,
        sky: [70, 80, 140],
        horizon: [245, 170, 110],
        ground: [60, 55, 60],
        light: norm([0.6, 0.5, 0.45]),
      };
  }
}

function backdrop(scene: Scene, view: View, target: V3, r: Rng, defs: string[]): string {
  const far = (dist: number) => {
    const fwdFlat = norm([view.cam.fwd[0], view.cam.fwd[1], 0]);
    return screen(view, addv([target[0], target[1], 0], mulv(fwdFlat, dist)))[1];
  };
  const wallY = far(3.5);
  const horizonY = far(400);
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const parts: string[] = [];
  const stop = (offset: number, color: string, opacity = 1) =>
    `<stop offset="${clamp(offset).toFixed(4)}" stop-color="${color}" stop-opacity="${opacity}"/>`;
  if (scene.kind === "studio") {
    const tones = [
      ["#f3f4f6", "#dfe2e6", "#cfd3d8", "#aeb3ba"],
      ["#f4f1ec", "#e3ddd4", "#d2cbc1", "#aca498"],
      ["#eef2f6", "#d7dee6", "#c5ced8", "#9aa5b2"],
    ] as const;
    const tone = tones[scene.variant % tones.length]!;
    const wy = clamp(wallY / H);
    defs.push(
      `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">${stop(0, tone[0])}${stop(wy - 0.12, tone[1])}${stop(wy + 0.03, tone[2])}${stop(1, tone[3])}</linearGradient>`,
      `<radialGradient id="spot" cx="0.5" cy="0.45" r="0.55">${stop(0, "#ffffff", 0.75)}${stop(1, "#ffffff", 0)}</radialGradient>`,
    );
    parts.push(
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
      `<rect width="${W}" height="${H}" fill="url(#spot)"/>`,
    );
  } else if (scene.kind === "showroom") {
    defs.push(
      `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">${stop(0, "#1b1e23")}${stop(1, "#30353d")}</linearGradient>`,
      `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">${stop(0, "#8d939b")}${stop(1, "#c9cdd2")}</linearGradient>`,
      `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">${stop(0, "#fff6e6", 0.55)}${stop(1, "#fff6e6", 0)}</radialGradient>`,
    );
    const floorTop = clamp(wallY, 80, H - 80);
    parts.push(`<rect width="${W}" height="${fmt(floorTop)}" fill="url(#wall)"/>`);
    const panelCount = 6;
    for (let i = 0; i < panelCount; i++) {
      const x = (W / panelCount) * i + 30;
      parts.push(
        `<rect x="${fmt(x)}" y="60" width="${fmt(W / panelCount - 60)}" height="${fmt(floorTop - 100)}" rx="6" fill="#ffffff" fill-opacity="0.035"/>`,
      );
      parts.push(
        `<ellipse cx="${fmt(x + W / panelCount / 2 - 30)}" cy="40" rx="150" ry="120" fill="url(#glow)"/>`,
      );
    }
    parts.push(
      `<rect x="0" y="${fmt(floorTop - 30)}" width="${W}" height="6" fill="#e9f1ff" fill-opacity="0.55"/>`,
    );
    parts.push(
      `<rect x="0" y="${fmt(floorTop)}" width="${W}" height="${fmt(H - floorTop)}" fill="url(#floor)"/>`,
    );
    // Floor tiles in perspective.
    const tile = 1.2;
    const fwdFlat = norm([view.cam.fwd[0], view.cam.fwd[1], 0]);
    const rightFlat = norm([view.cam.right[0], view.cam.right[1], 0]);
    const lines: string[] = [];
    for (let i = -14; i <= 14; i++) {
      const a = addv(addv(target, mulv(rightFlat, i * tile)), mulv(fwdFlat, -6));
      const b = addv(addv(target, mulv(rightFlat, i * tile)), mulv(fwdFlat, 3.5));
      const pa = screen(view, [a[0], a[1], 0]);
      const pb = screen(view, [b[0], b[1], 0]);
      lines.push(`M${fmt(pa[0])} ${fmt(pa[1])}L${fmt(pb[0])} ${fmt(pb[1])}`);
    }
    for (let j = -5; j <= 2; j++) {
      const a = addv(addv(target, mulv(rightFlat, -20)), mulv(fwdFlat, j * tile + 0.6));
      const b = addv(addv(target, mulv(rightFlat, 20)), mulv(fwdFlat, j * tile + 0.6));
      const pa = screen(view, [a[0], a[1], 0]);
      const pb = screen(view, [b[0], b[1], 0]);
      lines.push(`M${fmt(pa[0])} ${fmt(pa[1])}L${fmt(pb[0])} ${fmt(pb[1])}`);
    }
    parts.push(
      `<clipPath id="floorClip"><rect x="0" y="${fmt(floorTop)}" width="${W}" height="${fmt(H - floorTop)}"/></clipPath>`,
      `<path d="${lines.join("")}" stroke="#5d636b" stroke-opacity="0.35" stroke-width="1.5" clip-path="url(#floorClip)"/>`,
    );
  } else {
    const dusk = scene.kind === "dusk";
    const hy = clamp(horizonY, 120, H - 200);
    defs.push(
      dusk
        ? `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stop(0, "#2a2f5c")}${stop(0.55, "#8a5a86")}${stop(1, "#f4a35f")}</linearGradient>`
        : `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stop(0, "#5f9bd6")}${stop(0.7, "#b9d5ee")}${stop(1, "#e7eff5")}</linearGradient>`,
      dusk
        ? `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">${stop(0, "#4a4450")}${stop(1, "#24232a")}</linearGradient>`
        : `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">${stop(0, "#a7a8a6")}${stop(1, "#6c6e70")}</linearGradient>`,
    );
    parts.push(`<rect width="${W}" height="${fmt(hy + 2)}" fill="url(#sky)"/>`);
    if (!dusk) {
      for (let i = 0; i < 5; i++) {
        const cx = r.range(0, W);
        const cy = r.range(60, hy * 0.5);
        parts.push(
          `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(r.range(120, 260))}" ry="${fmt(r.range(18, 34))}" fill="#ffffff" fill-opacity="${r.range(0.25, 0.5).toFixed(2)}"/>`,
        );
      }
    } else {
      parts.push(
        `<circle cx="${fmt(r.range(200, 1400))}" cy="${fmt(hy - 40)}" r="70" fill="#ffd9a0" fill-opacity="0.55"/>`,
      );
    }
    // City skyline on the horizon, with lit windows at dusk.
    let x = -20;
    const buildings: string[] = [];
    const windows: string[] = [];
    while (x < W + 20) {
      const bw = r.range(50, 140);
      const bh = r.range(40, 230) * (r.chance(0.15) ? 1.6 : 1);
      buildings.push(`M${fmt(x)} ${fmt(hy + 2)}V${fmt(hy - bh)}H${fmt(x + bw)}V${fmt(hy + 2)}Z`);
      if (dusk) {
        for (let wy = hy - bh + 12; wy < hy - 10; wy += 16) {
          for (let wx = x + 8; wx < x + bw - 10; wx += 14) {
            if (r.chance(0.22)) windows.push(`M${fmt(wx)} ${fmt(wy)}h6v8h-6Z`);
          }
        }
      }
      x += bw + r.range(4, 30);
    }
    parts.push(
      `<path d="${buildings.join("")}" fill="${dusk ? "#2b2a40" : "#9fb0c2"}" fill-opacity="${dusk ? 0.95 : 0.7}"/>`,
    );
    if (windows.length) parts.push(`<path d="${windows.join("")}" fill="#ffd58a" fill-opacity="0.8"/>`);
    // A line of trees in front of the buildings.
    const trees: string[] = [];
    for (let tx = -40; tx < W + 40; tx += r.range(40, 90)) {
      const rx = r.range(30, 60);
      trees.push(
        `<ellipse cx="${fmt(tx)}" cy="${fmt(hy - rx * 0.55)}" rx="${fmt(rx)}" ry="${fmt(rx * 0.8)}"/>`,
      );
    }
    parts.push(
      `<g fill="${dusk ? "#1d2226" : "#4f6b57"}" fill-opacity="${dusk ? 1 : 0.85}">${trees.join("")}</g>`,
    );
    parts.push(`<rect x="0" y="${fmt(hy)}" width="${W}" height="${fmt(H - hy)}" fill="url(#ground)"/>`);
    // Parking bay lines on the ground plane.
    const fwdFlat = norm([view.cam.fwd[0], view.cam.fwd[1], 0]);
    const across = norm([-fwdFlat[1], fwdFlat[0], 0]);
    const lines: string[] = [];
    for (const offset of [-3.2, 3.2, -6.4, 6.4]) {
      const q = (t: number): P2 => {
        const p = addv(addv(target, mulv(across, offset)), mulv(fwdFlat, t));
        return screen(view, [p[0], p[1], 0]);
      };
      const a = q(-4);
      const b = q(6);
      lines.push(`M${fmt(a[0])} ${fmt(a[1])}L${fmt(b[0])} ${fmt(b[1])}`);
    }
    parts.push(
      `<clipPath id="groundClip"><rect x="0" y="${fmt(hy)}" width="${W}" height="${fmt(H - hy)}"/></clipPath>`,
      `<path d="${lines.join("")}" stroke="#f2f2ee" stroke-opacity="${dusk ? 0.35 : 0.75}" stroke-width="${fmt(view.ppm * 0.1)}" clip-path="url(#groundClip)"/>`,
    );
  }
  return parts.join("");
}

function groundShadow(view: View, body: Body): string {
  const corners: V3[] = [];
  const grow = 0.08;
  for (let i = 0; i <= 20; i++) {
    const t = (Math.PI * 2 * i) / 20;
    const cx =
      body.L / 2 + (body.L / 2 + grow) * Math.sign(Math.cos(t)) * Math.pow(Math.abs(Math.cos(t)), 0.35);
    const cy = (body.W + grow) * Math.sign(Math.sin(t)) * Math.pow(Math.abs(Math.sin(t)), 0.35);
    corners.push([cx, cy, 0]);
  }
  const pts = convexHull(corners.map((p) => screen(view, p)));
  // Soft edges from stacked, growing copies of the footprint (a blur filter costs more than the whole car).
  const cx = pts.reduce((sum, p) => sum + p[0], 0) / pts.length;
  const cy = pts.reduce((sum, p) => sum + p[1], 0) / pts.length;
  const grownBy = (px: number): P2[] =>
    pts.map((p) => {
      const dx = p[0] - cx;
      const dy = p[1] - cy;
      const l = Math.hypot(dx, dy) || 1;
      return [p[0] + (dx / l) * px, p[1] + (dy / l) * px * 0.6];
    });
  const soft = Math.max(6, view.ppm * 0.3);
  const parts: string[] = [];
  for (let i = 6; i >= 0; i--)
    parts.push(polygon(grownBy((soft * i) / 6 - soft * 0.3), "#000", ` fill-opacity="0.085"`));
  for (const w of body.wheels) {
    for (const side of [1, -1]) {
      const c: V3 = [body.L - w, side * (body.W - 0.12), 0];
      const ring: V3[] = [];
      for (let i = 0; i < 16; i++) {
        const t = (Math.PI * 2 * i) / 16;
        ring.push([c[0] + body.R * 0.9 * Math.cos(t), c[1] + 0.16 * Math.sin(t), 0]);
      }
      parts.push(polygon(convexHull(ring.map((p) => screen(view, p))), "#000", ` fill-opacity="0.55"`));
    }
  }
  return parts.join("");
}

// ---------------------------------------------------------------------------------------------------------------
// Shots

type ShotSetup = {
  azimuth: number;
  height: number;
  distance: number;
  box: { cx: number; cy: number; w: number; h: number };
};

function shotSetup(shot: Shot, r: Rng): ShotSetup {
  const jitter = r.range(-4, 4);
  switch (shot) {
    case "front34":
      return { azimuth: 38 + jitter, height: 1.7, distance: 11, box: { cx: 800, cy: 650, w: 1300, h: 740 } };
    case "rear34":
      return {
        azimuth: -142 + jitter,
        height: 1.75,
        distance: 11,
        box: { cx: 800, cy: 650, w: 1300, h: 740 },
      };
    case "side":
      return { azimuth: 90, height: 1.15, distance: 16, box: { cx: 800, cy: 660, w: 1380, h: 620 } };
    case "sideOutdoor":
      return {
        azimuth: -90 + jitter / 2,
        height: 1.2,
        distance: 16,
        box: { cx: 800, cy: 670, w: 1360, h: 600 },
      };
    case "front":
      return {
        azimuth: 16 + jitter / 2,
        height: 1.6,
        distance: 14,
        box: { cx: 800, cy: 650, w: 1150, h: 680 },
      };
    case "rear":
      return {
        azimuth: -164 + jitter / 2,
        height: 1.7,
        distance: 14,
        box: { cx: 800, cy: 650, w: 1150, h: 680 },
      };
    case "wheel":
    case "interior":
      return { azimuth: 55, height: 0.75, distance: 2.4, box: { cx: 800, cy: 600, w: 900, h: 900 } };
  }
}

function exteriorSvg(
  shot: Shot,
  mesh: Mesh,
  pal: Palette,
  sceneKind: Scene["kind"],
  variant: number,
  r: Rng,
): string {
  const body = mesh.body;
  const scene = sceneFor(sceneKind, r, variant);
  const setup = shotSetup(shot, r);
  const az = (setup.azimuth * Math.PI) / 180;
  const centre: V3 = [body.L / 2, 0, body.H * 0.42];
  let cam: Camera;
  let view: View;
  if (shot === "wheel") {
    const w = body.wheels[0];
    const wc: V3 = [body.L - w, body.W, body.R];
    const pos: V3 = [
      wc[0] + setup.distance * Math.cos(az),
      wc[1] + setup.distance * Math.sin(az),
      setup.height,
    ];
    cam = makeCamera(pos, [wc[0] - 0.25, wc[1] - 0.1, body.R * 1.15]);
    const ring: V3[] = [];
    for (let i = 0; i < 12; i++) {
      const t = (Math.PI * 2 * i) / 12;
      ring.push([wc[0] + body.R * 1.45 * Math.cos(t), wc[1], wc[2] + body.R * 1.45 * Math.sin(t)]);
    }
    view = fitView(cam, ring, { cx: 760, cy: 640, w: 1000, h: 1000 });
  } else {
    const pos: V3 = [centre[0] + setup.distance * Math.cos(az), setup.distance * Math.sin(az), setup.height];
    cam = makeCamera(pos, centre);
    const pts: V3[] = [];
    for (const st of mesh.stations)
      for (const h of st.half) pts.push([st.x, h[0], h[1]], [st.x, -h[0], h[1]]);
    for (const w of body.wheels) for (const s of [1, -1]) pts.push([body.L - w, s * body.W, 0]);
    view = fitView(cam, pts, setup.box);
  }
  const defs: string[] = [];
  const parts: string[] = [];
  parts.push(backdrop(scene, view, [centre[0], 0, 0], r, defs));
  if (scene.reflectFloor) {
    parts.push(`<g opacity="0.22">${drawCar(view, mesh, pal, scene, { mirror: true })}</g>`);
  }
  parts.push(groundShadow(view, body));
  const glassTone = shade(surfaceFor("glassSide", pal), [0, 1, 0.15], norm([0.2, 1, 0.1]), scene);
  defs.push(
    `<linearGradient id="glassSide" gradientUnits="userSpaceOnUse" x1="0" y1="${fmt(view.oy - 200)}" x2="${PHOTO_WIDTH}" y2="${fmt(view.oy + 500)}">` +
      `<stop offset="0" stop-color="${rgbToHex(mixRgb(glassTone, [255, 255, 255], 0.18))}"/>` +
      `<stop offset="0.45" stop-color="${rgbToHex(glassTone)}"/>` +
      `<stop offset="0.55" stop-color="${rgbToHex(mixRgb(glassTone, scene.sky, 0.35))}"/>` +
      `<stop offset="1" stop-color="${rgbToHex(scaleRgb(glassTone, 0.7))}"/></linearGradient>`,
  );
  const topTone = mixRgb([24, 30, 38], scene.sky, 0.22);
  defs.push(
    `<linearGradient id="glassTop" gradientUnits="userSpaceOnUse" x1="300" y1="200" x2="1300" y2="700">` +
      `<stop offset="0" stop-color="${rgbToHex(topTone)}"/>` +
      `<stop offset="0.38" stop-color="${rgbToHex(scaleRgb(topTone, 0.8))}"/>` +
      `<stop offset="0.44" stop-color="${rgbToHex(mixRgb(topTone, scene.sky, 0.35))}"/>` +
      `<stop offset="0.5" stop-color="${rgbToHex(scaleRgb(topTone, 0.85))}"/>` +
      `<stop offset="1" stop-color="${rgbToHex(mixRgb(topTone, scene.horizon, 0.2))}"/></linearGradient>`,
  );
  parts.push(drawCar(view, mesh, pal, scene));
  return svgDocument(defs, parts);
}

function svgDocument(defs: string[], parts: string[]): string {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${defs.join("")}</defs>${parts.join("")}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Interior: the dashboard seen from between the front seats.

function interiorSvg(pal: Palette, r: Rng, electric: boolean): string {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const defs: string[] = [];
  const parts: string[] = [];
  const leather = rgbToHex(pal.interior);
  const leatherDark = rgbToHex(scaleRgb(pal.interior, 0.7));
  const paint = rgbToHex(pal.paint);
  const paintLight = rgbToHex(mixRgb(pal.paint, [255, 255, 255], 0.35));
  const trim = r.pick(["#2a2c30", "#8e9298", "#5b4a3a"] as const);
  defs.push(
    `<linearGradient id="out" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8dbbe6"/><stop offset="0.75" stop-color="#dcebf6"/><stop offset="1" stop-color="#c9d6cf"/></linearGradient>`,
    `<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2d32"/><stop offset="1" stop-color="#141518"/></linearGradient>`,
    `<linearGradient id="hood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paintLight}"/><stop offset="1" stop-color="${paint}"/></linearGradient>`,
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2a3c"/><stop offset="1" stop-color="#0d141d"/></linearGradient>`,
    `<linearGradient id="seat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${leather}"/><stop offset="1" stop-color="${leatherDark}"/></linearGradient>`,
    `<linearGradient id="liner" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a5c60"/><stop offset="1" stop-color="#8b8d90"/></linearGradient>`,
  );
  // The view through the windscreen: sky, a road to the horizon, roadside trees, and the bonnet in the car's colour.
  parts.push(`<rect width="${W}" height="${H}" fill="#17181b"/>`);
  parts.push(`<rect width="${W}" height="620" fill="url(#out)"/>`);
  parts.push(`<rect x="0" y="430" width="${W}" height="190" fill="#9fae93"/>`);
  parts.push(`<polygon points="770,430 850,430 1330,620 290,620" fill="#6f7275"/>`);
  parts.push(`<polygon points="807,436 813,436 826,560 794,560" fill="#f4f4ee" fill-opacity="0.8"/>`);
  const trees: string[] = [];
  for (let x = 0; x < W; x += r.range(35, 80)) {
    const size = r.range(28, 60);
    trees.push(
      `<ellipse cx="${fmt(x)}" cy="${fmt(430 - size * 0.4)}" rx="${fmt(size)}" ry="${fmt(size * 0.75)}"/>`,
    );
  }
  parts.push(`<g fill="#5c7b63">${trees.join("")}</g>`);
  parts.push(`<rect x="0" y="430" width="${W}" height="12" fill="#8aa07f"/>`);
  parts.push(`<path d="M40 660 Q800 380 1560 660 Z" fill="url(#hood)"/>`);
  // Roof lining, A-pillars and the rear-view mirror.
  parts.push(`<path d="M0 0H${W}V70Q800 30 0 70Z" fill="url(#liner)"/>`);
  parts.push(`<polygon points="0,0 210,0 70,640 0,640" fill="#3a3c40"/>`);
  parts.push(`<polygon points="${W},0 ${W - 210},0 ${W - 70},640 ${W},640" fill="#3a3c40"/>`);
  parts.push(
    `<rect x="700" y="70" width="200" height="62" rx="24" fill="#1d1e21"/><rect x="795" y="40" width="12" height="36" fill="#2a2b2e"/>`,
  );
  // Dashboard.
  parts.push(`<path d="M0 610 Q800 570 ${W} 610 L${W} 840 L0 840 Z" fill="url(#dash)"/>`);
  parts.push(`<path d="M0 840 L${W} 840 L${W} ${H} L0 ${H} Z" fill="#202125"/>`);
  parts.push(
    `<path d="M0 840 L300 840 L240 ${H} L0 ${H} Z M${W} 840 L${W - 300} 840 L${W - 240} ${H} L${W} ${H} Z" fill="#2a2b30"/>`,
  );
  parts.push(`<path d="M0 730 Q800 690 ${W} 730 L${W} 760 Q800 720 0 760 Z" fill="${trim}"/>`);
  parts.push(
    `<path d="M0 760 Q800 722 ${W} 760 L${W} 790 Q800 752 0 790 Z" fill="${paint}" fill-opacity="0.55"/>`,
  );
  // Instrument cluster: a digital screen with two ring gauges.
  parts.push(`<rect x="240" y="560" width="470" height="150" rx="26" fill="#0c0d10"/>`);
  for (const [cx, hue] of [
    [355, "#4fb3ff"],
    [595, electric ? "#5fe0a2" : "#ff9f43"],
  ] as const) {
    parts.push(`<circle cx="${cx}" cy="636" r="58" fill="none" stroke="#2a3340" stroke-width="10"/>`);
    parts.push(
      `<path d="M ${cx - 50} ${636 + 28} A 58 58 0 1 1 ${cx + 50} ${636 + 28}" fill="none" stroke="${hue}" stroke-width="10" stroke-linecap="round" stroke-dasharray="${fmt(r.range(120, 260))} 400"/>`,
    );
  }
  parts.push(`<rect x="430" y="600" width="90" height="60" rx="10" fill="#1a2330"/>`);
  // Centre touchscreen with a map.
  const sx = electric ? 760 : 790;
  const sw = electric ? 420 : 340;
  parts.push(`<rect x="${sx - 8}" y="540" width="${sw + 16}" height="236" rx="22" fill="#08090b"/>`);
  parts.push(`<rect x="${sx}" y="548" width="${sw}" height="220" rx="16" fill="url(#screen)"/>`);
  parts.push(`<rect x="${sx + 70}" y="560" width="${sw - 82}" height="196" rx="10" fill="#dfe6da"/>`);
  const blocks: string[] = [];
  for (let i = 0; i < 14; i++) {
    blocks.push(
      `<rect x="${fmt(sx + 76 + r.range(0, sw - 140))}" y="${fmt(566 + r.range(0, 150))}" width="${fmt(r.range(25, 70))}" height="${fmt(r.range(14, 40))}" rx="4" fill="${r.pick(["#c5d3bd", "#cfd6dc", "#b9d3e4"] as const)}"/>`,
    );
  }
  parts.push(blocks.join(""));
  parts.push(
    `<polyline points="${sx + 90},740 ${sx + 150},690 ${sx + 210},700 ${sx + sw - 60},600" fill="none" stroke="#2f7cf6" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  for (let i = 0; i < 4; i++)
    parts.push(`<rect x="${sx + 16}" y="${566 + i * 48}" width="38" height="34" rx="8" fill="#24364a"/>`);
  // Air vents.
  for (const [vx, vw] of [
    [820, 140],
    [990, 140],
    [1380, 170],
    [60, 150],
  ] as const) {
    parts.push(`<rect x="${vx}" y="795" width="${vw}" height="46" rx="12" fill="#0f1013"/>`);
    for (let i = 1; i < 4; i++)
      parts.push(`<rect x="${vx + 10}" y="${795 + i * 11}" width="${vw - 20}" height="3" fill="#3a3d43"/>`);
  }
  // Centre console with the gear selector and climate knobs.
  parts.push(`<polygon points="700,860 1100,860 1240,${H} 560,${H}" fill="#1a1b1f"/>`);
  parts.push(`<polygon points="720,870 1080,870 1100,900 700,900" fill="${trim}"/>`);
  for (const kx of [780, 1020]) {
    parts.push(`<circle cx="${kx}" cy="950" r="34" fill="#2d2f34" stroke="#8e9298" stroke-width="4"/>`);
  }
  parts.push(`<rect x="860" y="930" width="80" height="40" rx="6" fill="#0c0d10"/>`);
  parts.push(`<ellipse cx="900" cy="1080" rx="70" ry="40" fill="#111215"/>`);
  parts.push(`<path d="M870 1080 Q880 1000 900 990 Q920 1000 930 1080 Z" fill="#2b2d32"/>`);
  parts.push(`<ellipse cx="900" cy="990" rx="34" ry="26" fill="${leather}"/>`);
  // Steering wheel (left-hand drive).
  parts.push(`<circle cx="470" cy="930" r="300" fill="none" stroke="#141518" stroke-width="62"/>`);
  parts.push(
    `<circle cx="470" cy="930" r="300" fill="none" stroke="#2e3035" stroke-width="10" stroke-dasharray="30 1855" stroke-dashoffset="-40"/>`,
  );
  parts.push(`<path d="M190 900 Q470 780 750 900 L700 960 Q470 880 240 960 Z" fill="#1b1c20"/>`);
  parts.push(`<ellipse cx="470" cy="960" rx="130" ry="105" fill="#1f2024"/>`);
  parts.push(`<ellipse cx="470" cy="960" rx="70" ry="55" fill="#26282c"/>`);
  for (const [bx, by] of [
    [330, 930],
    [370, 930],
    [570, 930],
    [610, 930],
  ] as const) {
    parts.push(`<circle cx="${bx}" cy="${by}" r="13" fill="#3a3d43"/>`);
  }
  // Front seats at the bottom corners, stitched.
  parts.push(`<path d="M-40 ${H} Q60 860 260 900 Q300 1040 280 ${H} Z" fill="url(#seat)"/>`);
  parts.push(
    `<path d="M${W + 40} ${H} Q${W - 60} 860 ${W - 260} 900 Q${W - 300} 1040 ${W - 280} ${H} Z" fill="url(#seat)"/>`,
  );
  parts.push(
    `<path d="M40 ${H} Q120 950 240 960 M${W - 40} ${H} Q${W - 120} 950 ${W - 240} 960" fill="none" stroke="${rgbToHex(mixRgb(pal.interior, [255, 255, 255], 0.35))}" stroke-width="3" stroke-dasharray="10 8"/>`,
  );
  return svgDocument(defs, parts);
}

// ---------------------------------------------------------------------------------------------------------------

function paletteFor(spec: CarArtSpec, r: Rng): Palette {
  const paint = hexToRgb(colorToHex(spec.color));
  const name = spec.color.toLowerCase();
  const metallic = !/(branco|preto|vermelho)\b/.test(name) || /(perol|metal)/.test(name);
  const sporty = r.chance(0.35);
  const rimTone = r.pick([
    [196, 200, 206],
    [206, 210, 214],
    [92, 96, 102],
    [40, 42, 46],
  ] as const satisfies readonly RGB[]);
  const rimStyle = r.pick(["spoke", "split", "turbine"] as const);
  return {
    paint,
    metallic,
    rim: [...rimTone] as RGB,
    caliper: sporty ? [190, 30, 38] : [98, 100, 106],
    spokes: rimStyle === "turbine" ? 6 : r.pick([5, 5, 6]),
    rimStyle,
    grille: spec.electric
      ? "closed"
      : spec.bodyStyle === "pickup"
        ? r.pick(["bars", "mesh"] as const)
        : r.pick(["bars", "mesh", "slim"] as const),
    interior: r
      .pick([
        [34, 35, 38],
        [34, 35, 38],
        [196, 176, 146],
        [110, 70, 48],
        [120, 30, 34],
      ] as const satisfies readonly RGB[])
      .slice() as RGB,
  };
}

/** The SVG of each photo of a car, in order (main photo first). Exported for tests and previews. */
export function carPhotoSvgs(spec: CarArtSpec): string[] {
  const count = Math.max(1, Math.min(MAX_PHOTOS_PER_CAR, Math.round(spec.count)));
  const r = seededRandom(spec.seed);
  const body = buildBody(spec.bodyStyle, r);
  const mesh = buildMesh(body);
  const pal = paletteFor(spec, r);
  const light = luminance(pal.paint) > 0.6;
  const primary: Scene["kind"] = r.pick(
    light
      ? (["showroom", "studio", "outdoor"] as const)
      : (["studio", "showroom", "studio", "outdoor"] as const),
  );
  const variant = r.int(0, 11);
  const svgs: string[] = [];
  for (let i = 0; i < count; i++) {
    const shot = SHOTS[i]!;
    const shotRng = seededRandom(spec.seed * 31 + i * 7919 + 1);
    if (shot === "interior") svgs.push(interiorSvg(pal, shotRng, spec.electric === true));
    else if (shot === "sideOutdoor")
      svgs.push(exteriorSvg(shot, mesh, pal, primary === "outdoor" ? "dusk" : "outdoor", variant, shotRng));
    else svgs.push(exteriorSvg(shot, mesh, pal, primary, variant, shotRng));
  }
  return svgs;
}

/** Renders a car's demo photos as 1600×1200 JPEGs, deterministically from `spec.seed`. */
export async function renderCarPhotos(spec: CarArtSpec): Promise<RenderedCarPhoto[]> {
  const photos: RenderedCarPhoto[] = [];
  for (const svg of carPhotoSvgs(spec)) {
    const bytes = await sharp(Buffer.from(svg), { density: 72 })
      .flatten({ background: "#ffffff" })
      // mozjpeg's tables and Huffman optimisation, without its slow trellis pass: about 70 KB a photo.
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true, trellisQuantisation: false, optimiseScans: false })
      .toBuffer();
    photos.push({ bytes, width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
  }
  return photos;
}
