import crypto from "node:crypto";
import fs from "node:fs/promises";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { encodePng, type Rgb } from "./png";
import { isStoredKey } from "./keys";
import type { ObjectStore } from "./store";

// The demo seed's pictures: drawn here (a garment in each product colour, a few help-center
// pictures), stored in the object store under keys made from their bytes, and named in seed
// records by key. The API turns a key into the store's address when it answers (imageAddress),
// so the same seeded rows work on local disk, on S3, and behind any public URL or port.

/** The product colours of the seed (seed-goods.ts) and how each is drawn. */
export const SEED_COLOURS: Record<string, Rgb> = {
  Pink: [236, 132, 170],
  Blue: [74, 136, 214],
  Green: [88, 168, 110],
  Yellow: [240, 200, 70],
  White: [236, 236, 232],
  Red: [210, 70, 64],
  Grey: [140, 144, 150],
  Navy: [40, 58, 108],
};
export const PRODUCT_VIEWS = ["main", "detail", "look"] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];
export const HELP_PICTURES = ["orders", "account", "step-1", "step-2", "step-3"] as const;
export type HelpPicture = (typeof HELP_PICTURES)[number];
/** the storefront banners of the seed (resource kinds) and each one's colour */
export const BANNER_PICTURES = {
  "spring-checkin": [120, 190, 110],
  "daily-bonus": [240, 170, 60],
  "flash-sale": [220, 70, 80],
  "app-welcome": [90, 130, 220],
} as const satisfies Record<string, Rgb>;
export type BannerPicture = keyof typeof BANNER_PICTURES;

const SIZE = 240;
// a T-shirt outline on a 240 × 240 canvas: shoulders, sleeves, body
const SHIRT: [number, number][] = [
  [90, 36],
  [106, 48],
  [134, 48],
  [150, 36],
  [198, 66],
  [180, 102],
  [162, 92],
  [162, 210],
  [78, 210],
  [78, 92],
  [60, 102],
  [42, 66],
];

function inside(poly: [number, number][], x: number, y: number): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] * (1 - t) + b[i] * t)) as unknown as Rgb;
const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [40, 40, 48];

const OUTSIDE = 0;
const EDGE = 1;
const BODY = 2;
let shirtMask: Uint8Array | undefined;
/**
 * Where each pixel of the canvas lies against the shirt: outside, on its 3-pixel edge, or inside.
 * The same for every colour, so the polygon tests (the bulk of drawing, and drawing is on the API's
 * start path) run once per process instead of once per picture.
 */
function shirt(): Uint8Array {
  if (shirtMask) return shirtMask;
  const mask = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      if (!inside(SHIRT, x, y)) continue;
      const near = !inside(SHIRT, x - 3, y) || !inside(SHIRT, x + 3, y) || !inside(SHIRT, x, y - 3) || !inside(SHIRT, x, y + 3);
      mask[y * SIZE + x] = near ? EDGE : BODY;
    }
  return (shirtMask = mask);
}

function productPicture(colour: Rgb, view: ProductView): Buffer {
  if (view === "detail") {
    // a close-up of the fabric: the colour in diagonal stripes
    const light = mix(colour, WHITE, 0.55);
    return encodePng(SIZE, SIZE, (x, y) => (Math.floor((x + y) / 20) % 2 ? colour : light));
  }
  const mask = shirt();
  const palette: Rgb[] = [];
  palette[OUTSIDE] = view === "main" ? mix(colour, WHITE, 0.85) : mix(colour, INK, 0.55);
  palette[EDGE] = mix(colour, INK, 0.35);
  palette[BODY] = colour;
  return encodePng(SIZE, SIZE, (x, y) => palette[mask[y * SIZE + x]]);
}

function helpPicture(name: HelpPicture): Buffer {
  const colour: Rgb = [255, 120, 60];
  const pale = mix(colour, WHITE, 0.88);
  const dots = name.startsWith("step-") ? Number(name.slice(5)) : 0;
  return encodePng(SIZE, SIZE, (x, y) => {
    // a step's picture shows as many dots as its number; an icon is a ring
    if (dots) {
      for (let i = 0; i < dots; i++) {
        const cx = SIZE / 2 + (i - (dots - 1) / 2) * 60;
        if ((x - cx) ** 2 + (y - SIZE / 2) ** 2 < 22 ** 2) return colour;
      }
      return pale;
    }
    const r = Math.hypot(x - SIZE / 2, y - SIZE / 2);
    const ring = name === "orders" ? [60, 90] : [40, 100];
    return r > ring[0] && r < ring[1] ? colour : WHITE;
  });
}

/** a 750 × 300 storefront banner: the colour fading to white, with a band of stars on the left */
function bannerPicture(colour: Rgb): Buffer {
  const w = 750;
  const h = 300;
  // the fade depends on the column alone: mixed once per column, not once per pixel
  const fade = Array.from({ length: w }, (_, x) => mix(colour, WHITE, (x / w) * 0.7));
  const starColour = mix(colour, WHITE, 0.3);
  return encodePng(w, h, (x, y) => {
    const star = x < 260 && (Math.floor(x / 40) + Math.floor(y / 40)) % 2 === 0 && (x % 40) ** 2 + (y % 40) ** 2 > 200;
    return star ? starColour : fade[x];
  });
}

export interface SeedImage {
  key: string;
  bytes: Buffer;
  /** image/png unless said */
  contentType?: string;
}

/** `origin/event/2026/01/<22 characters of the bytes' SHA-256>.png`: a stored key, the same for the same picture. */
const keyOf = (bytes: Buffer) => `origin/event/2026/01/${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}.png`;
const image = (bytes: Buffer): SeedImage => ({ key: keyOf(bytes), bytes });

let drawn:
  | {
      products: Record<string, Record<ProductView, SeedImage>>;
      help: Record<HelpPicture, SeedImage>;
      banners: Record<BannerPicture, SeedImage>;
    }
  | undefined;

/** Every seed picture, drawn once per process. */
export function seedImages() {
  drawn ??= {
    products: Object.fromEntries(
      Object.entries(SEED_COLOURS).map(([name, rgb]) => [
        name,
        Object.fromEntries(PRODUCT_VIEWS.map((v) => [v, image(productPicture(rgb, v))])) as Record<ProductView, SeedImage>,
      ]),
    ),
    help: Object.fromEntries(HELP_PICTURES.map((n) => [n, image(helpPicture(n))])) as Record<HelpPicture, SeedImage>,
    banners: Object.fromEntries(Object.entries(BANNER_PICTURES).map(([n, rgb]) => [n, image(bannerPicture(rgb))])) as Record<
      BannerPicture,
      SeedImage
    >,
  };
  return drawn;
}

// Media the seed ships as files (public/seed/: the opening-screen ads' posters and video, recorded by
// scripts/make-opening-seed.mjs; the storefront configs' pictures). The source and the build both sit two folders below the project root.
const SHIPPED = {
  "opening/summer-sale.png": "image/png",
  "opening/back-to-school.png": "image/png",
  "opening/new-arrivals.webm": "video/webm",
  "resource/detail-free-shipping.png": "image/png",
  "resource/detail-size-guide.png": "image/png",
  "resource/order-review.png": "image/png",
  "resource/order-tracking.png": "image/png",
  "resource/popup-coupon.png": "image/png",
  "resource/popup-welcome.png": "image/png",
  "resource/recommend-pajamas.png": "image/png",
  "resource/recommend-school.png": "image/png",
  "resource/share-gift.png": "image/png",
  "resource/share-invite.png": "image/png",
  "resource/wallet-cashback.png": "image/png",
  "resource/wallet-topup.png": "image/png",
};
export type ShippedMedia = keyof typeof SHIPPED;
let shipped: Record<ShippedMedia, SeedImage> | undefined;

/** The shipped seed media, read once, each under a stored key made from its bytes (videos under origin/videos/). */
export function shippedMedia(): Record<ShippedMedia, SeedImage> {
  shipped ??= Object.fromEntries(
    Object.entries(SHIPPED).map(([file, contentType]) => {
      const bytes = readFileSync(fileURLToPath(new URL(`../../public/seed/${file}`, import.meta.url)));
      const ext = file.split(".").pop()!;
      const folder = contentType.startsWith("video/") ? "videos" : "event";
      const id = crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
      return [file, { key: `origin/${folder}/2026/01/${id}.${ext}`, bytes, contentType }];
    }),
  ) as Record<ShippedMedia, SeedImage>;
  return shipped;
}

export const allSeedImages = (): SeedImage[] => {
  const d = seedImages();
  return [
    ...Object.values(d.products).flatMap((v) => Object.values(v)),
    ...Object.values(d.help),
    ...Object.values(d.banners),
    ...Object.values(shippedMedia()),
  ];
};

/** Puts the seed pictures the store lacks; `stagingDir` holds each one briefly on its way in. */
export async function ensureSeedImages(store: ObjectStore, stagingDir: string): Promise<number> {
  let put = 0;
  for (const img of allSeedImages()) {
    if (await store.has(img.key)) continue;
    await fs.mkdir(stagingDir, { recursive: true });
    const staged = path.join(stagingDir, `seed-${crypto.randomUUID()}.${img.key.split(".").pop()}`);
    await fs.writeFile(staged, img.bytes);
    try {
      await store.put(img.key, {
        path: staged,
        size: img.bytes.length,
        contentType: img.contentType ?? "image/png",
      });
      put++;
    } finally {
      await fs.rm(staged, { force: true });
    }
  }
  return put;
}

/** The address callers see for an image or video field: a stored key becomes the store's URL; anything else stays as it is. */
export const storedImageAddress = (store: Pick<ObjectStore, "url">, value: string) => (isStoredKey(value) ? store.url(value) : value);
