import { lifecycle } from "../../lib/lifecycle";
import { defineKind } from "./kind";

/**
 * The opening-screen ads' lifecycle (spec section 4: publish, online, offline, delete, copy): a draft
 * is published once it is ready, then put online and taken offline as often as needed. Only what
 * shoppers cannot see now may be deleted (a draft, an ad offline); a deleted ad keeps its row so its
 * change log stays readable. Copy is not a state change: it makes a new draft (server/modules/resource).
 */
export const OPENING_LIFECYCLE = lifecycle({
  field: "status",
  states: {
    draft: { value: "draft", label: "opening.state.draft", tone: "attention" },
    published: { value: "published", label: "opening.state.published", tone: "info" },
    online: { value: "online", label: "opening.state.online", tone: "success" },
    offline: { value: "offline", label: "opening.state.offline" },
    deleted: { value: "deleted", label: "opening.state.deleted", tone: "critical" },
  },
  transitions: {
    publish: { from: ["draft"], to: "published", label: "opening.publish", done: "opening.toast.published" },
    online: { from: ["published", "offline"], to: "online", label: "opening.online", done: "opening.toast.online", tone: "success" },
    offline: { from: ["online"], to: "offline", label: "common.offline", done: "opening.toast.offline", tone: "critical" },
    delete: { from: ["draft", "offline"], to: "deleted", label: "common.delete", done: "opening.toast.deleted", tone: "critical" },
  },
});

/** the shoppers an ad is shown to */
export const OPENING_AUDIENCES = ["all", "new", "returning"] as const;
export const OPENING_MEDIA = ["image", "video"] as const;

/**
 * The app's opening-screen ads (spec: /resource/screen-advertisement/list, opening/config/*): an image,
 * or a video with the image as its poster, per site, language and audience, shown for a few seconds
 * at launch; where tapping it leads, when it runs (US West days) and which wins an overlap (priority).
 */
export const openingAdKind = defineKind({
  entity: "opening_ad",
  noun: { en: "Opening-screen ad", zh: "开屏广告" },
  route: "screen-advertisement-list",
  formRoute: "screen-advertisement-detail",
  table: "opening_ads",
  lifecycle: OPENING_LIFECYCLE,
  api: {
    list: "/api/opening/config/paginate",
    one: "/api/opening/config",
    show: "/api/opening/config/show/{id}",
    status: "/api/opening/config",
    transitions: "each",
    log: "/api/opening/config_log/paginate",
  },
  order: "priority desc, id desc",
  // the app shows the higher of two online ads at launch: two online at one priority claim one slot
  slot: { on: "online", same: ["priority"] },
  text: {
    create: "opening.create",
    createTitle: "opening.createTitle",
    editTitle: "opening.editTitle",
    label: "opening.title",
    kind: "opening.kindPlural",
  },
  fields: {
    title: { kind: "text", label: "opening.title", max: 100, list: { sort: true }, filter: "contains" },
    site: { kind: "site", label: "common.site", list: { sort: true }, filter: "equals", row: 1 },
    language: { kind: "language", label: "kind.language", list: true, filter: "equals", row: 1 },
    audience: {
      kind: "select",
      label: "opening.audience",
      values: OPENING_AUDIENCES,
      option: (v) => `opening.audience.${v}`,
      default: "all",
      list: true,
      filter: "equals",
      row: 1,
    },
    media: {
      kind: "select",
      label: "opening.media",
      values: OPENING_MEDIA,
      option: (v) => `opening.media.${v}`,
      default: "image",
      list: true,
      filter: "equals",
    },
    // the whole phone screen at launch
    image: { kind: "image", label: "opening.image", list: true, storefront: { width: 375, height: 812 } },
    video: { kind: "video", label: "opening.video", required: false, list: true },
    seconds: { kind: "number", label: "opening.seconds", int: true, min: 1, max: 10, default: 5 },
    link: { kind: "redirection", label: "kind.redirection.type", list: true, row: 2 },
    schedule: { kind: "schedule", label: "kind.schedule", list: { sort: true }, row: 3 },
    priority: { kind: "number", label: "opening.priority", int: true, min: 0, max: 999, default: 0, list: { sort: true } },
  },
  refine: [
    {
      // a video ad needs its video; an image ad carries none (the image is the ad)
      path: "video",
      ok: (v) => (v.media === "video" ? typeof v.video === "string" && v.video !== "" : !v.video),
      en: "a video ad needs a video; an image ad has none",
      key: "opening.video.mismatch",
      after: ["media", "video"],
    },
  ],
});
