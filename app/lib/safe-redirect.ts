const DEFAULT = "/dashboard/welcome";

/**
 * A redirect target from user input, kept on this site: only a same-site relative path is
 * accepted ("/x"), never "//host", "/\host", an absolute URL or anything that decodes into one.
 */
export function safeRedirect(to: unknown, fallback: string = DEFAULT): string {
  if (typeof to !== "string" || !to) return fallback;
  let decoded = to;
  try {
    // decode twice to catch double-encoded slashes and backslashes
    decoded = decodeURIComponent(decodeURIComponent(to));
  } catch {
    return fallback;
  }
  for (const candidate of [to, decoded]) {
    if (!candidate.startsWith("/") || candidate.startsWith("//")) return fallback;
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  }
  const url = new URL(to, "http://same.invalid");
  // defence in depth: a path that passed the checks above cannot leave the base origin
  // Stryker disable next-line ConditionalExpression: equivalent while the checks above hold
  if (url.origin !== "http://same.invalid") return fallback;
  // dot segments collapse on parsing: "/a/..//evil.example" has the pathname "//evil.example"
  if (url.pathname.startsWith("//")) return fallback;
  if (url.pathname.startsWith("/login") || url.pathname.startsWith("/auth/")) return fallback;
  return url.pathname + url.search + url.hash;
}
