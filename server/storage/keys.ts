import crypto from "node:crypto";
import { UPLOAD_PURPOSES, type UploadPurpose } from "../../app/lib/constants";

// The spec's key prefixes in the object store, by the upload's purpose.
export const PURPOSE_PREFIX = {
  event: "origin/event/",
  videos: "origin/videos/",
  sns_topic: "origin/sns/topic/",
  sns_post: "origin/sns/post/",
} as const satisfies Record<UploadPurpose, string>;
export type Purpose = UploadPurpose;
export const PURPOSES: readonly Purpose[] = UPLOAD_PURPOSES;

export const STORED_EXTENSIONS = ["jpg", "png", "gif", "webp", "mp4", "mov", "webm"] as const;
export type StoredExtension = (typeof STORED_EXTENSIONS)[number];

// Every key the API ever writes matches this, and nothing else is ever read back: the serving
// route needs no path normalisation because ".", "/" runs and "%" cannot appear in a match.
export const KEY_PATTERN = new RegExp(
  `^origin/(?:event|videos|sns/topic|sns/post)/\\d{4}/(?:0[1-9]|1[0-2])/[A-Za-z0-9_-]{22}\\.(?:${STORED_EXTENSIONS.join("|")})$`,
);

/** `<prefix><yyyy>/<mm>/<random id>.<ext>`: UTC month, 128 random bits, extension of the detected type. */
export function newKey(purpose: Purpose, ext: StoredExtension, now = new Date()): string {
  const yyyy = String(now.getUTCFullYear()).padStart(4, "0");
  const mm = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${PURPOSE_PREFIX[purpose]}${yyyy}/${mm}/${crypto.randomBytes(16).toString("base64url")}.${ext}`;
}

export const isStoredKey = (key: string) => KEY_PATTERN.test(key);
