// Daily-specials categories (activity-category) as both halves know them. Pure data.
export const CATEGORY_NAME_MAX = 40;
export const CATEGORY_SORT_MAX = 9999;
