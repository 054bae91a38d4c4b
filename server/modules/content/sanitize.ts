import sanitizeHtml from "sanitize-html";

// Help-center HTML is sanitized here, on the server, before it is stored (and so before it is ever
// shown): an allow-list of formatting tags and attributes, links and images over http(s) only, no
// scripts, no event handlers, no styles. Process-guidance content also loses the width and height
// of its images (spec section 5): the storefront sizes guidance images itself.

const BASE: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "a", "img", "span", "hr"],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // a link that opens elsewhere cannot reach back into the page that opened it
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  disallowedTagsMode: "discard",
};

export function sanitizeHelpHtml(html: string, opts: { stripImageSize: boolean }): string {
  const attrs = opts.stripImageSize ? { ...BASE.allowedAttributes, img: ["src", "alt"] } : BASE.allowedAttributes;
  return sanitizeHtml(html, { ...BASE, allowedAttributes: { ...(attrs as Record<string, string[]>), a: ["href", "title", "rel"] } }).trim();
}
