// Labels (label-manage-list / -detail) as both halves know them. Pure data.
/** The kinds of label a storefront shows on a product card (spec: "label types"; values not shown, chosen here). */
export const LABEL_TYPES = ["promotion", "new_arrival", "best_seller", "limited", "custom"] as const;
export type LabelType = (typeof LABEL_TYPES)[number];
export const LABEL_NAME_MAX = 40;
export const LABEL_SORT_MAX = 9999;
/** a colour as #RRGGBB */
export const LABEL_COLOR = /^#[0-9A-Fa-f]{6}$/;
/** SPU codes added to a label at once */
export const LABEL_ADD_MAX = 1000;
