// Markup as a string, for the rows of the console's longest tables (a hundred rows of a dozen
// elements each): React's server renderer spends microseconds on every element, a string of the same
// markup a fraction of that, and the rows are plain markup anyway (their links and forms are taken
// over by the one document handler, ui/enhance.ts). Everything interpolated is escaped unless it is
// itself `Html` made by this template, so data can never become markup.
import { ENHANCE } from "./enhance";

export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const SPECIAL = /[&<>"']/g;
const HAS_SPECIAL = /[&<>"']/;

/** Text or an attribute value, escaped for either place. */
export function escapeHtml(v: string | number): string {
  const s = String(v);
  return HAS_SPECIAL.test(s) ? s.replace(SPECIAL, (c) => ENTITIES[c]) : s;
}

/** What a template takes in: as in React, null, undefined and booleans leave nothing. */
export type Part = Html | string | number | boolean | null | undefined | readonly Part[];

function write(v: Part): string {
  if (v === null || v === undefined || typeof v === "boolean") return "";
  if (v instanceof Html) return v.value;
  if (Array.isArray(v)) return v.map(write).join("");
  return escapeHtml(v as string | number);
}

/** html`<td>${name}</td>`: the parts escaped, nested `Html` and arrays of it kept; null, undefined and booleans leave nothing. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0];
  for (let i = 0; i < parts.length; i++) out += write(parts[i]) + strings[i + 1];
  return new Html(out);
}

/** An address from data (an image, a link) only if it is http(s) or a path on this site: never `javascript:` and the like. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

/** ENHANCE's attributes (ui/enhance.ts) as markup. */
export const ENHANCE_ATTRS = new Html(
  Object.entries(ENHANCE)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" "),
);
