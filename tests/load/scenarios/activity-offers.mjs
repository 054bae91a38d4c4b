// Activity › special offers, daily-specials categories and the events dashboard, as an operator
// uses them day to day: browse and filter the offers, open one with a page of its products, read
// the categories and the dashboard. Reads only: the offers' writes are measured by their API tests.
import { SITES, maybe, pick, query } from "./random.mjs";

const OFFERS = "/activity/full-gift-redemption-list";
const DETAIL = "/activity/full-gift-redemption-detail";

async function browseOffers(vu) {
  const html = await vu.page(
    "special offers: list",
    OFFERS +
      query({
        site: maybe(0.3) ? pick(SITES) : undefined,
        status: maybe(0.3) ? pick(["online", "offline"]) : undefined,
        period: maybe(0.2) ? pick(["scheduled", "in_effect", "expired"]) : undefined,
        sort: maybe(0.2) ? pick(["start_at", "-end_at", "-updated_at"]) : undefined,
      }),
  );
  const ids = html ? [...html.matchAll(/full-gift-redemption-detail\?id=(\d+)/g)].map((m) => Number(m[1])) : [];
  if (ids.length) vu.seen.offer = [...new Set(ids)].slice(0, 40);
}

async function openOffer(vu) {
  const id = vu.seen.offer?.length ? pick(vu.seen.offer) : 1;
  await vu.page(
    "special offers: detail",
    DETAIL + query({ id, sort: maybe(0.3) ? pick(["redeem_price", "-stock", "product_code"]) : undefined }),
  );
}

export default {
  area: "activity-offers",
  /** the operator runs events */
  username: "operator",
  actions: [
    { name: "browse special offers", weight: 10, run: browseOffers },
    { name: "open a special offer", weight: 8, run: openOffer },
    {
      name: "browse daily-specials categories",
      weight: 4,
      run: (vu) => vu.page("categories: list", `/activity/activity-category${query({ site: maybe(0.5) ? pick(SITES) : undefined })}`),
    },
    { name: "read the events dashboard", weight: 2, run: (vu) => vu.page("dashboard", "/activity/activity-statics") },
  ],
};
