import { hotWordKind } from "~/domain/kinds/hot-word";
import { openingAdKind } from "~/domain/kinds/opening-ad";
import type { Api } from "~/lib/api.server";

// The typed client of the storefront config kinds' own list posts, beside each record's base path (the
// kinds' declared `one`); their lists, forms and transitions go through the resource shape.

const base = (one: string) => one.replace(/^\/api\//, "");

export function resourceConfigApi(api: Api) {
  return {
    /** one site's and language's hot words in the order of `ids` */
    sortHotWords: (v: { site: FormDataEntryValue | null; language: FormDataEntryValue | null; ids: number[] }) =>
      api.post<unknown>(`${base(hotWordKind.api.one)}/batch_sort`, v),
    /** a new draft copied from an opening ad */
    copyOpeningAd: (v: { id: number }) => api.post<{ id: number; title: string }>(`${base(openingAdKind.api.one)}/copy`, v),
  };
}
