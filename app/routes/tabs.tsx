import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { requireUser } from "~/lib/auth.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { tabKey } from "~/lib/tab-key";
import { closeTabs, readTabs, serializeTabs } from "~/lib/tabs.server";

const schema = z.object({
  op: z.enum(["close", "left", "right", "others", "all"]),
  // the tab's key (tab-key.ts): its route's name, and the record's id after ":" when it has one
  name: z.string().max(120),
  current: z.string().max(120).optional(),
  redirectTo: z.string().optional(),
});

// Tab close operations are plain form posts; the page shown next is the current one if it is
// still open, else the nearest remaining tab, else home.
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirect("/dashboard/welcome");
  const { op, name, current, redirectTo } = parsed.data;
  const before = await readTabs(request);
  const after = closeTabs(before, op, name);
  let to = safeRedirect(redirectTo);
  if (!after.some((t) => tabKey(t) === current)) {
    const i = before.findIndex((t) => tabKey(t) === name);
    const neighbour = after[Math.min(Math.max(i - 1, 0), after.length - 1)];
    to = neighbour ? safeRedirect(neighbour.url) : "/dashboard/welcome";
  }
  return redirect(to, { headers: { "Set-Cookie": await serializeTabs(after) } });
}

export const loader = () => redirect("/dashboard/welcome");
