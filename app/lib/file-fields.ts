import type { FlatRoute } from "./route-tree";

/**
 * Write permission keys whose records carry a file field (an image or a video the form uploads).
 * The one place that says so: holding one of these keys (or UPLOAD_PERMISSION) is what lets a user
 * upload (POST /api/upload), and a console route with an intent needing one of them accepts
 * upload-sized request bodies. An area adds its keys here when one of its forms gains a file
 * input.
 */
export const FILE_FIELD_KEYS: readonly string[] = [
  // help center and contact us: level-1 icons and guidance step images (ui/ImageField.tsx)
  "help-center-all-right-btns",
  "contact-us-all-right-btns",
  // the sign-in page's banner images (app/domain/kinds/banners.ts)
  "sign-banner-list-all-right-btns",
  // issue 38's storefront configs (app/domain/kinds/resource-config.ts): each kind's image
  "wallet-banner-list-all-right-btns",
  "order-banner-list-all-right-btns",
  "detail-advertisement-list-all-right-btns",
  "sign-popup-list-all-right-btns",
  "sign-recommend-list-all-right-btns",
  "popupList-setting-all-right-btns",
  // shared fission's share card image (app/domain/kinds/share-config.ts)
  "shared-fission-list-all-right-btns",
];

/**
 * Uploading without a file-field key: held by the full grant ("*", the admin role) and by any
 * role granted it by name (an integration that uploads for several areas).
 */
export const UPLOAD_PERMISSION = "upload-files";

/** Does a route save records with a file field, so its form posts may carry a file? */
export function routeAcceptsUploads(route: FlatRoute, fileKeys: readonly string[] = FILE_FIELD_KEYS): boolean {
  return Object.values(route.intents).some((key) => fileKeys.includes(key));
}
