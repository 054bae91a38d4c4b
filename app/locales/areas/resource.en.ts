// English strings of the Resource area (storefront configs: banners, popups, recommends, share configs); spread into ../en.ts.
export const resourceEn = {
  // the fields every storefront config has (app/domain/kinds/resource-config.ts)
  "rc.title": "Title",
  "rc.image": "Image",
  "rc.priority": "Priority",
  "rc.audience": "Audience",
  "rc.audience.all": "Everyone",
  "rc.audience.new": "New customers",
  "rc.audience.returning": "Returning customers",
  "rc.audience.member": "Members",
  "rc.editTitle": "Edit “{{name}}”",
  "rc.slot.taken":
    "Not done: “{{name}}” is already live in this slot from {{from}} to {{to}} ({{rule}}). Terminate it or choose other days.",
  "rc.slot.byPriority": "same site, language, audience and priority",
  "rc.slot.one": "same site, language and audience",
  "banner.create": "New banner",
  "banner.createTitle": "New sign-in banner",
  "banner.kindPlural": "sign-in banners",
  // ── issue 38 (resource-a) ──
  "walletBanner.create": "New banner",
  "walletBanner.createTitle": "New wallet banner",
  "walletBanner.kindPlural": "wallet banners",
  "orderBanner.create": "New banner",
  "orderBanner.createTitle": "New order page banner",
  "orderBanner.kindPlural": "order page banners",
  "detailAd.create": "New advertisement",
  "detailAd.createTitle": "New product detail advertisement",
  "detailAd.kindPlural": "product detail advertisements",
} as const;
