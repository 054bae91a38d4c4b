import { lifecycle } from "../../lib/lifecycle";
import { resourceConfigKind } from "./resource-config";

/**
 * Share configs' lifecycle (spec section 4: publish and underline, "take down"): a draft waits until
 * published; a taken-down campaign may be published again (a paused referral campaign comes back
 * with its log as one story).
 */
export const PUBLISH_UNDERLINE = lifecycle({
  field: "status",
  states: {
    draft: { value: "draft", label: "share.state.draft", tone: "attention" },
    published: { value: "published", label: "share.state.published", tone: "success" },
    offline: { value: "offline", label: "share.state.offline" },
  },
  transitions: {
    publish: { from: ["draft", "offline"], to: "published", label: "share.publish", done: "share.toast.published" },
    underline: { from: ["published"], to: "offline", label: "share.underline", done: "share.toast.underlined", tone: "critical" },
  },
});

/**
 * Shared fission (spec: /shared-fission/shared-fission-list, share/configs/*): a referral campaign
 * a customer shares — the card's image and text, where the shared link leads, the points the sharer
 * earns per friend who joins. One published campaign per customer at a time: any two for one site,
 * language and audience on the same days claim one slot.
 */
export const shareConfigKind = resourceConfigKind({
  entity: "share_config",
  noun: { en: "Share campaign", zh: "分享裂变活动" },
  route: "shared-fission-list",
  formRoute: "shared-fission-edit",
  table: "share_configs",
  lifecycle: PUBLISH_UNDERLINE,
  api: {
    list: "/api/share/configs/paginate",
    one: "/api/share/configs",
    show: "/api/share/configs/show/{id}",
    status: "/api/share/configs",
    transitions: "each",
    log: "/api/share/config_logs/paginate",
  },
  text: "share",
  slot: { on: "publish", same: [] },
  // the card a shared link shows (1.91:1, as link previews are drawn)
  storefront: { width: 343, height: 180 },
  extra: {
    share_text: { kind: "text", label: "share.text", max: 200, multiline: true },
    reward_points: { kind: "number", label: "share.rewardPoints", int: true, min: 0, max: 10000, default: 100, list: true, row: 4 },
  },
});
