import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server";
import { safeRedirect } from "~/lib/safe-redirect";

// /redirect/<path> re-opens <path> (used to reload a page fresh); never a tab of its own.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  return redirect(safeRedirect(`/${params["*"] ?? ""}${url.search}`));
}
