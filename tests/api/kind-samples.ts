// The fuzz's samples for the fields the kinds declare (issue 36 §4), read from the declarations: a
// new kind needs no line in fuzz-schema.ts. What no declaration can say is the test store's content,
// so a stored file's sample names the seed's picture.
import { KINDS } from "../../app/domain/kinds";
import { apiNames, type FieldDef } from "../../app/domain/kinds/kind";

/** a picture the seed draws into the object store (server/storage/seed-images.ts): file fields take only the store's objects */
export const STORED_IMAGE = "origin/event/2026/01/AAAAAAAAAAAAAAAAAAAAAA.png";
const START = "2031-01-01";
const END = "2031-01-02";

/** A valid value for each API field a declared field stands for (none where the field's own rule reads as a generic one). */
export function fieldSamples(name: string, f: FieldDef): Record<string, unknown> {
  switch (f.kind) {
    case "image":
    case "video":
      return f.required === false ? {} : { [name]: STORED_IMAGE };
    case "text":
      return f.pattern ? { [name]: f.pattern.example } : {};
    case "country":
      // Antarctica: a code no seeded record holds, so a kind unique by country takes it
      return { [name]: "AQ" };
    case "redirection": {
      // "no jump" needs no target
      const [type, target] = apiNames(name, f);
      return { [type]: 1, [target]: "" };
    }
    case "schedule":
      return f.days ? { start_day: START, end_day: END } : { start_at: `${START}T00:00:00Z`, end_at: `${END}T00:00:00Z` };
    case "localized":
      return { [name]: Object.fromEntries((f.need ?? []).map((l) => [l, "x"])) };
    case "picker":
      return { [name]: f.multiple ? [1] : 1 };
    case "productLines":
      return { [name]: [{ product_code: "X-1", ...(f.lines?.price ? { price: "1.00" } : {}), product_name: "x" }] };
    default:
      return {};
  }
}

/** Every kind's field samples by API name; one name may carry several shapes across kinds. */
export function kindSamples(): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  for (const kind of KINDS)
    for (const [name, f] of Object.entries(kind.fields))
      for (const [api, value] of Object.entries(fieldSamples(name, f))) {
        const seen = out.get(api) ?? [];
        if (!seen.some((v) => JSON.stringify(v) === JSON.stringify(value))) out.set(api, [...seen, value]);
      }
  return out;
}
