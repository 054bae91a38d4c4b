import { KINDS } from "../domain/kinds";
import type { KindDef } from "../domain/kinds/kind";
import { routeByName, type FlatRoute } from "./route-tree";

export { UPLOAD_PERMISSION } from "./route-tree";

/** A kind's write keys when one of its fields is a file: its declared ones, else its routes' intents'. */
function kindFileKeys(kind: KindDef): string[] {
  if (!Object.values(kind.fields).some((f) => f.kind === "image" || f.kind === "video")) return [];
  if (kind.keys?.write) return Object.values(kind.keys.write).flat();
  return [kind.route, kind.formRoute].flatMap((name) => Object.values((name && routeByName(name)?.intents) || {}));
}

/**
 * Write permission keys whose records carry a file field (an image or a video the form uploads):
 * holding one of these keys (or UPLOAD_PERMISSION) is what lets a user upload (POST /api/upload),
 * and a console route with an intent needing one of them accepts upload-sized request bodies. A
 * kind's image fields bring their keys by themselves; a hand-written form with a file input adds
 * its key here.
 */
export const FILE_FIELD_KEYS: readonly string[] = [
  ...new Set([
    // help center and contact us: level-1 icons and guidance step images (ui/ImageField.tsx)
    "help-center-all-right-btns",
    "contact-us-all-right-btns",
    ...KINDS.flatMap(kindFileKeys),
  ]),
];

/** Does a route save records with a file field, so its form posts may carry a file? */
export function routeAcceptsUploads(route: FlatRoute, fileKeys: readonly string[] = FILE_FIELD_KEYS): boolean {
  return Object.values(route.intents).some((key) => fileKeys.includes(key));
}
