// Market tool › tasks, newcomer coupons, cart, as an operator uses them day to day: browse and filter
// the market tasks, open one's detail, look through the send records by task, site and result and
// page on by keyset, and glance at the newcomer packages and cart settings. Reads only: the writes
// are measured by their API tests.
import { SITES, maybe, pick, query } from "./random.mjs";

const TASKS = "/market-tool/task-list";
const DETAIL = "/market-tool/task-detail";
const SENDS = "/market-tool/task-record-list";

async function browseTasks(vu) {
  const html = await vu.page(
    "market tasks: list",
    TASKS +
      query({
        site: maybe(0.3) ? pick(SITES) : undefined,
        trigger: maybe(0.3) ? pick(["signup", "first_order", "birthday", "cart_abandoned", "scheduled"]) : undefined,
        enabled: maybe(0.3) ? pick(["true", "false"]) : undefined,
        sort: maybe(0.2) ? pick(["name", "-start_at", "-updated_at"]) : undefined,
      }),
  );
  const ids = html ? [...html.matchAll(/task-record-list\?task_id=(\d+)/g)].map((m) => Number(m[1])) : [];
  if (ids.length) vu.seen.task = [...new Set(ids)].slice(0, 40);
}

async function openDetail(vu) {
  await vu.page("market tasks: detail", `${DETAIL}/${vu.seen.task?.length ? pick(vu.seen.task) : 1}`);
}

async function browseSends(vu) {
  const html = await vu.page(
    "task send records: list",
    SENDS +
      query({
        task_id: maybe(0.4) && vu.seen.task?.length ? pick(vu.seen.task) : undefined,
        site: maybe(0.3) ? pick(SITES) : undefined,
        result: maybe(0.3) ? pick(["sent", "failed", "skipped"]) : undefined,
      }),
  );
  const next = html?.match(/after=(\d+)/);
  if (next && maybe(0.5)) await vu.page("task send records: next page", `${SENDS}?after=${next[1]}`);
}

async function browseSettings(vu) {
  if (maybe(0.5))
    await vu.page("newcomer packages: list", `/market-tool/coupons-for-newcomers${query({ site: maybe(0.4) ? pick(SITES) : undefined })}`);
  else await vu.page("shopping cart settings: list", "/market-tool/shopping-cart-manager");
}

export default {
  area: "market-tool-task",
  /** the operator runs the market tools */
  username: "operator",
  actions: [
    { name: "browse market tasks", weight: 6, run: browseTasks },
    { name: "open a market task", weight: 3, run: openDetail },
    { name: "browse task send records", weight: 6, run: browseSends },
    { name: "browse newcomer packages and cart settings", weight: 3, run: browseSettings },
  ],
};
