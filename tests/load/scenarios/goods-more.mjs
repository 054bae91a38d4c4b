// Goods › pick-product, reviews and algorithm settings, as a merchandiser uses them: search products
// by the pick-product options (keyset pages, newest or oldest first), moderate reviews by site,
// rating and status, read the algorithm settings. Reads only: the writes are measured by their API
// tests (tests/api/goods-more.test.ts); the SKU export streams and is measured there too.
import { SITES, maybe, pick, query, rand } from "./random.mjs";

const AMOEBA = ["baby", "toddler", "kids", "family", "women"];
const TAGS = ["Summer", "Winter", "Back to School", "Birthday", "Christmas", "Organic Cotton", "Matching Family"];

async function searchProducts(vu) {
  const html = await vu.page(
    "pick-product: search",
    "/goods/pick-product" +
      query({
        amoeba_group: maybe(0.4) ? pick(AMOEBA) : undefined,
        tag: maybe(0.3) ? pick(TAGS) : undefined,
        site: maybe(0.3) ? pick(SITES) : undefined,
        status: maybe(0.3) ? "on_sale" : undefined,
        product_sort: maybe(0.3) ? "oldest" : undefined,
        after: vu.seen.after && maybe(0.3) ? vu.seen.after : undefined,
      }),
  );
  const next = html ? /[?&]after=(\d+)/.exec(html) : null;
  vu.seen.after = next ? Number(next[1]) : undefined;
}

export default {
  area: "goods-more",
  /** the admin holds the goods area */
  username: "admin",
  actions: [
    { name: "search products to pick", weight: 10, run: searchProducts },
    {
      name: "moderate reviews",
      weight: 8,
      run: (vu) =>
        vu.page(
          "reviews: list",
          "/goods/comment-manager-allright" +
            query({
              site: maybe(0.4) ? pick(SITES) : undefined,
              status: maybe(0.5) ? pick(["pending", "approved", "hidden"]) : undefined,
              rating: maybe(0.3) ? String(1 + rand(5)) : undefined,
            }),
        ),
    },
    {
      name: "read algorithm settings",
      weight: 3,
      run: (vu) => vu.page("algorithm settings: list", `/goods/algorithm-config${query({ site: maybe(0.5) ? pick(SITES) : undefined })}`),
    },
  ],
};
