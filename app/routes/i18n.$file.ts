import type { LoaderFunctionArgs } from "@remix-run/node";
import { CATALOG_PARTS, type CatalogPart } from "~/lib/catalog-parts";
import { UI_LOCALES, type UiLocale } from "~/lib/constants";
import { catalogScript, catalogVersion } from "~/lib/i18n.server";

// `/i18n/<locale>.<version>.js`: the interface's core strings in one language, and
// `/i18n/<locale>-<area>.<version>.js` one area's part of them (lib/catalog-parts.ts), loaded by every document
// before hydration (root.tsx). Public: the sign-in page needs them too, and they are the same for
// everyone. The current version is cached for good; any other (a page rendered by an older build)
// gets the current strings without being cached.
export function loader({ params }: LoaderFunctionArgs) {
  const m = /^([a-z]{2})(?:-([a-zA-Z-]+))?\.([0-9a-f]{1,64})\.js$/.exec(params.file ?? "");
  if (
    !m ||
    !(UI_LOCALES as readonly string[]).includes(m[1]) ||
    (m[2] !== undefined && !(CATALOG_PARTS as readonly string[]).includes(m[2]))
  ) {
    return new Response("not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(catalogScript(m[1] as UiLocale, (m[2] as CatalogPart | undefined) ?? null), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": m[3] === catalogVersion ? "public, max-age=31536000, immutable" : "no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
