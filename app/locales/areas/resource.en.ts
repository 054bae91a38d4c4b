// English strings of the Resource area (sign-in page banners); spread into ../en.ts.
export const resourceEn = {
  "banner.title": "Title",
  "banner.image": "Banner image",
  "banner.priority": "Priority",
  "banner.create": "New banner",
  "banner.createTitle": "New sign-in banner",
  "banner.editTitle": "Edit banner “{{name}}”",
  "banner.kindPlural": "sign-in banners",
} as const;
