import type { StoredExtension } from "../../storage/keys";

export type Family = "image" | "video";

export interface DetectedType {
  family: Family;
  contentType: string;
  ext: StoredExtension;
  /** file-name extensions people give this family of files */
  names: readonly string[];
}

const IMAGE_NAMES = ["jpg", "jpeg", "png", "gif", "webp"] as const;
const VIDEO_NAMES = ["mp4", "m4v", "mov", "qt", "webm"] as const;

const T = {
  jpeg: { family: "image", contentType: "image/jpeg", ext: "jpg", names: IMAGE_NAMES },
  png: { family: "image", contentType: "image/png", ext: "png", names: IMAGE_NAMES },
  gif: { family: "image", contentType: "image/gif", ext: "gif", names: IMAGE_NAMES },
  webp: { family: "image", contentType: "image/webp", ext: "webp", names: IMAGE_NAMES },
  mp4: { family: "video", contentType: "video/mp4", ext: "mp4", names: VIDEO_NAMES },
  mov: { family: "video", contentType: "video/quicktime", ext: "mov", names: VIDEO_NAMES },
  webm: { family: "video", contentType: "video/webm", ext: "webm", names: VIDEO_NAMES },
} satisfies Record<string, DetectedType>;

/** How many leading bytes `detect` wants to see (a shorter file is judged on what it has). */
export const SNIFF_BYTES = 64;

// ISO base-media major brands of plain MP4 video. HEIC/AVIF images and M4A audio share the
// container and are deliberately absent.
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "msnv",
]);
// QuickTime files from before the ftyp box start straight with one of these atoms
const QT_ATOMS = new Set(["moov", "mdat", "wide"]);

const ascii = (b: Buffer, from: number, to: number) => (b.length >= to ? b.toString("latin1", from, to) : "");
const startsWith = (b: Buffer, bytes: number[]) => b.length >= bytes.length && bytes.every((x, i) => b[i] === x);

/**
 * The file's type from its leading bytes alone: the name and the declared content type are the
 * sender's claims, these bytes are what a browser or player will act on.
 */
export function detect(head: Buffer): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return T.jpeg;
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return T.png;
  const gif = ascii(head, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return T.gif;
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return T.webp;
  if (ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (brand === "qt  ") return T.mov;
    return MP4_BRANDS.has(brand) ? T.mp4 : null;
  }
  if (QT_ATOMS.has(ascii(head, 4, 8))) return T.mov;
  // Matroska and WebM share the EBML header; only the DocType element tells them apart
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    const doctype = head.indexOf(Buffer.from([0x42, 0x82]));
    // muxers write the DocType size as a one-byte EBML number: marker bit 0x80, then the length
    if (doctype > 0 && doctype + 3 <= head.length && head[doctype + 2] === 0x84) {
      if (head.toString("latin1", doctype + 3, doctype + 7) === "webm") return T.webm;
    }
    return null;
  }
  return null;
}

/** The lower-case extension of a file name ("" when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}
