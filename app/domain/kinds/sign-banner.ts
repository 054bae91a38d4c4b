import { defineKind } from "./kind";
import { ENABLE_TERMINATE } from "./enable-terminate";

/**
 * The sign-in page's banners (spec: /resource/sign/banner-list, resource/sign/banner/config/*): an
 * image per site and language, where tapping it leads (redirection 1–6), when it shows (US West
 * days) and in which order (priority: higher first).
 */
export const signBannerKind = defineKind({
  entity: "sign_banner",
  noun: { en: "Sign-in page banner", zh: "签到页横幅" },
  route: "sign-banner-list",
  formRoute: "sign-banner-detail",
  table: "sign_banners",
  lifecycle: ENABLE_TERMINATE,
  api: {
    list: "/api/resource/sign/banner/config/paginate",
    one: "/api/resource/sign/banner/config",
    show: "/api/resource/sign/banner/config/show/{id}",
    status: "/api/resource/sign/banner/config",
    transitions: "each",
    log: "/api/resource/sign/banner/config_log/paginate",
  },
  // indexed by sign_banners_order (migration 346): keyset pages seek it
  order: "priority desc, id desc",
  keyset: true,
  hardDelete: true,
  readOnlyDetail: true,
  text: {
    create: "banner.create",
    createTitle: "banner.createTitle",
    editTitle: "banner.editTitle",
    label: "banner.title",
    kind: "banner.kindPlural",
  },
  fields: {
    title: { kind: "text", label: "banner.title", max: 100, list: { sort: true }, filter: "contains" },
    site: { kind: "site", label: "common.site", list: { sort: true }, filter: "equals", row: 1 },
    language: { kind: "language", label: "kind.language", list: true, filter: "equals", row: 1 },
    image: { kind: "image", label: "banner.image", list: true },
    link: { kind: "redirection", label: "kind.redirection.type", list: true, row: 2 },
    schedule: { kind: "schedule", label: "kind.schedule", list: { sort: true }, row: 3 },
    priority: { kind: "number", label: "banner.priority", int: true, min: 0, max: 999, default: 0, list: { sort: true } },
  },
});
