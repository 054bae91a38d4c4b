import type { FieldSpec, FormSection } from "../resource/screen";

// The product list of an exclusive offer or a ranking (issue 41 §6): products are chosen with the
// shared pickers — ticked from what the site sells, or all of a site's pool that it sells — and
// added as lines to the list (the site's price as the starting exclusive price), which stays the
// place to order, price and paste lines in bulk; the API checks every line against the catalogue.

/** The form's sections in place of the `products` lines: the product picker, the pool picker, then the lines. */
export function productListControls(lines: { label: string; help: string; price: boolean }): { stack: FormSection[] } {
  const adds = { to: "products", price: lines.price };
  const pickers: FieldSpec[] = [
    { name: "pick_products", label: "picker.field.products", kind: "picker", source: "product", site: "site", multiple: true, adds },
    { name: "pick_pool", label: "picker.field.pool", kind: "picker", source: "pool", site: "site", adds, help: "picker.field.pool.help" },
  ];
  return { stack: [...pickers, { name: "products", label: lines.label, kind: "multiline", rows: 8, help: lines.help }] };
}
