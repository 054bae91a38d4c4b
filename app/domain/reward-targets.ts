// Rewards point at real things (issue 41 §5): a newcomer package's vouchers and a market task's
// voucher or coupon are records of the same site, picked from a list; the API refuses any other id
// with these words next to the field, in both languages. Pure: both halves read it.

import type { SiteWords } from "./site-name";

export type RewardTarget = "voucher" | "discount";

const NOUN = { voucher: { en: "voucher", zh: "优惠券" }, discount: { en: "coupon (discount)", zh: "优惠码活动" } } as const;

/** No record of that kind on the site (unknown id, or one of another site). */
export const notOfSite = (kind: RewardTarget, id: number | string, site: SiteWords) => ({
  en: `#${id} is not a ${NOUN[kind].en} of ${site.en}`,
  zh: `#${id} 不是${site.zh}的${NOUN[kind].zh}`,
});

/** A record of the site that can no longer be given: disabled, or its last day has passed. */
export const notUsable = (kind: RewardTarget, id: number | string, name: string) => ({
  en: `${NOUN[kind].en} #${id} “${name}” is disabled or has ended: pick one still in use`,
  zh: `${NOUN[kind].zh} #${id}“${name}”已停用或已过期：请选择仍可使用的`,
});
