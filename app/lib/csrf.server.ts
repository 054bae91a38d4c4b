import { data } from "@remix-run/node";
import { config } from "./config.server";
import { isCrossSitePost } from "./same-origin";

/** Mutations must come from this site's own pages. */
export function assertSameOrigin(request: Request) {
  if (isCrossSitePost(request.method, (n) => request.headers.get(n), new URL(request.url).host, config.trustProxy)) {
    throw data({ message: "cross-site-refused" }, { status: 403 });
  }
}
