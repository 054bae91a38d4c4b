// Market tool › wheel lotteries, as an operator uses them day to day: browse and filter the
// lotteries, open one's form, and look through the reward records by lottery, site, prize kind and
// days, paging on by keyset. Reads only: the writes are measured by their API tests.
import { SITES, maybe, pick, query } from "./random.mjs";

const LIST = "/market-tool/turnplate-list";
const EDIT = "/market-tool/turnplate-edit";
const REWARDS = "/market-tool/reward-records";
const KINDS = ["points", "voucher", "product", "nothing"];

async function browseLotteries(vu) {
  const html = await vu.page(
    "wheel lotteries: list",
    LIST +
      query({
        site: maybe(0.3) ? pick(SITES) : undefined,
        status: maybe(0.3) ? pick(["draft", "online", "offline"]) : undefined,
        period: maybe(0.2) ? pick(["scheduled", "in_effect", "expired"]) : undefined,
        sort: maybe(0.2) ? pick(["name", "-start_at", "-updated_at"]) : undefined,
      }),
  );
  const ids = html ? [...html.matchAll(/reward-records\?turnplate_id=(\d+)/g)].map((m) => Number(m[1])) : [];
  if (ids.length) vu.seen.turnplate = [...new Set(ids)].slice(0, 40);
}

async function openForm(vu) {
  const id = vu.seen.turnplate?.length ? pick(vu.seen.turnplate) : 1;
  await vu.page("wheel lotteries: form", `${EDIT}/${id}`);
}

async function browseRewards(vu) {
  const html = await vu.page(
    "reward records: list",
    REWARDS +
      query({
        turnplate_id: maybe(0.4) && vu.seen.turnplate?.length ? pick(vu.seen.turnplate) : undefined,
        site: maybe(0.3) ? pick(SITES) : undefined,
        prize_kind: maybe(0.3) ? pick(KINDS) : undefined,
      }),
  );
  const next = html?.match(/after=(\d+)/);
  if (next && maybe(0.5)) await vu.page("reward records: next page", `${REWARDS}?after=${next[1]}`);
}

export default {
  area: "market-turnplate",
  /** the operator runs the market tools */
  username: "operator",
  actions: [
    { name: "browse wheel lotteries", weight: 6, run: browseLotteries },
    { name: "open a wheel lottery's form", weight: 3, run: openForm },
    { name: "browse reward records", weight: 8, run: browseRewards },
  ],
};
