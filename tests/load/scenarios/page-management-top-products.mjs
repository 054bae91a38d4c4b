// Page management › top products, as a merchandiser uses them: find the categories of a site that
// pin products (keyset pages), open one's pinned list, read the sites' settings. Reads only: pinning,
// moving and removing are measured by their API tests (tests/api/category-top-products.test.ts).
import { maybe, pick } from "./random.mjs";

const SITES = ["us", "de", "uk", "ca", "au"];

async function categories(vu) {
  const site = pick(SITES);
  const html = await vu.page(
    "top products: categories",
    `/page-management/category-management-top-products?site=${site}${maybe(0.5) ? "&pinned=yes" : ""}`,
  );
  // the demo seed pins products in us and de categories: open one of the listed categories
  const ids = html ? [...html.matchAll(/category_id=(\d+)/g)].map((m) => m[1]) : [];
  vu.seen.topCategory = ids.length ? pick(ids) : vu.seen.topCategory;
}

export default {
  area: "page-management-top-products",
  /** the admin holds the page-management area */
  username: "admin",
  actions: [
    { name: "list categories with pins", weight: 6, run: categories },
    {
      name: "open a category's pinned products",
      weight: 8,
      run: (vu) =>
        vu.page(
          "top products: one category",
          `/page-management/category-management-top-products-detail?category_id=${vu.seen.topCategory ?? 1}`,
        ),
    },
    {
      name: "read the settings",
      weight: 2,
      run: (vu) => vu.page("top products: settings", "/page-management/category-management-top-products-conf"),
    },
  ],
};
