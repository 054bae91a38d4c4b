// Activity › daily specials and flash sales, as an operator runs them day to day: browse and filter
// each kind's events, open one with a page of its products (and the next page by keyset), and look
// through the revisions waiting for review. Reads only: the events' writes, imports and reviewed
// revisions are measured by their API tests and `npm run bench` (an event of 10,000 products).
import { SITES, maybe, pick, query } from "./random.mjs";

const KINDS = [
  { list: "/activity/daily-specials", detail: "/activity/daily-specials-detail", revisions: "/activity/daily-specials-revisions" },
  { list: "/activity/flash-sale", detail: "/activity/flash-sale-detail" },
];

async function browseEvents(vu, kind = pick(KINDS)) {
  const html = await vu.page(
    `${kind.list.split("/")[2]}: list`,
    kind.list +
      query({
        site: maybe(0.3) ? pick(SITES) : undefined,
        status: maybe(0.3) ? pick(["draft", "published", "offline"]) : undefined,
        sort: maybe(0.2) ? pick(["start_at", "-start_at", "name"]) : undefined,
      }),
  );
  // this kind's detail links only: the shell's tabs carry other pages' links too
  const link = new RegExp(`${kind.detail}\\?id=(\\d+)`, "g");
  const ids = html ? [...new Set([...html.matchAll(link)].map((m) => Number(m[1])))].slice(0, 40) : [];
  if (ids.length) vu.seen[kind.list] = ids;
}

async function openEvent(vu) {
  const kind = pick(KINDS);
  // an id of this kind's list (the other kind's ids are not found here)
  if (!vu.seen[kind.list]?.length) await browseEvents(vu, kind);
  if (!vu.seen[kind.list]?.length) return;
  const id = pick(vu.seen[kind.list]);
  const html = await vu.page(`${kind.detail.split("/")[2]}: detail`, `${kind.detail}?id=${id}`);
  const next = html?.match(/[?&](?:amp;)?after=(\d+)/);
  if (next && maybe(0.4)) await vu.page(`${kind.detail.split("/")[2]}: next products`, `${kind.detail}?id=${id}&after=${next[1]}`);
}

export default {
  area: "activity-events",
  /** the operator runs events */
  username: "operator",
  actions: [
    { name: "browse events", weight: 8, run: (vu) => browseEvents(vu) },
    { name: "open an event", weight: 6, run: openEvent },
    {
      name: "browse revisions waiting for review",
      weight: 2,
      run: (vu) => vu.page("daily-specials: revisions", `${KINDS[0].revisions}${query({ status: maybe(0.5) ? "pending" : undefined })}`),
    },
  ],
};
