// The tag vocabulary the storefronts share: which groups a tag belongs to and what a tag is used for.
// Fixed lists (the table's CHECK constraints say the same); imported by the browser, the Remix server and the API.
export const TAG_GROUPS = ["style", "season", "occasion", "color", "material", "fit", "pattern", "size"] as const;
export type TagGroup = (typeof TAG_GROUPS)[number];

/** display: printed on the product page; filter: a storefront facet; marketing: a badge on the card */
export const TAG_TYPES = ["display", "filter", "marketing"] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const TAG_NAME_MAX = 60;
export const TAG_SORT_MAX = 9999;
