import { lifecycle } from "../../lib/lifecycle";

// An app version is offered to the apps' update check only once published.
export const PUBLISH_UNPUBLISH = lifecycle({
  field: "published",
  states: {
    published: { value: true, label: "appv.published", tone: "success" },
    unpublished: { value: false, label: "appv.unpublished" },
  },
  transitions: {
    publish: { from: ["unpublished"], to: "published", label: "appv.publish", done: "appv.publishedToast" },
    unpublish: { from: ["published"], to: "unpublished", label: "appv.unpublish", done: "appv.unpublishedToast", tone: "critical" },
  },
});

export const PLATFORMS = ["ios", "android"] as const;
/** release-note languages; English is the one every version must have */
export const NOTE_LANGUAGES = ["en", "es", "de", "it", "fr", "pt", "ar"] as const;
/** MAJOR.MINOR.PATCH, numbers without leading zeros (what both app stores accept) */
export const SEMVER = /^(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})$/;

/** -1, 0 or 1 as a is lower, equal or higher than b (both SEMVER) */
export function compareVersions(a: string, b: string) {
  const x = a.split(".").map(Number);
  const y = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return 0;
}
