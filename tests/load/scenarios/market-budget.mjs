// Market tool › budgets, as an operator works with them day to day: browse and filter the budget
// orders, open one (its figures, lines, review steps and log), look through the budget codes by
// status and budget and open one. Reads only: the reviews' writes and mails are measured by their
// API tests and the fault tests.
import { SITES, maybe, pick, query } from "./random.mjs";

const LIST = "/market-tool/budget-list";
const DETAIL = "/market-tool/budget-detail";

const idsIn = (html, pattern) => (html ? [...new Set([...html.matchAll(pattern)].map((m) => Number(m[1])))].slice(0, 40) : []);

async function browseBudgets(vu) {
  const html = await vu.page(
    "budgets: list",
    LIST +
      query({
        status: maybe(0.4) ? pick(["draft", "pending", "passed", "rejected"]) : undefined,
        site: maybe(0.3) ? pick(SITES) : undefined,
        sort: maybe(0.2) ? pick(["-created_at", "amount", "-period_start"]) : undefined,
        page: maybe(0.2) ? 2 : undefined,
      }),
  );
  const ids = idsIn(html, /budget-detail\/(\d+)/g);
  if (ids.length) vu.seen.budget = ids;
}

async function openBudget(vu) {
  await vu.page("budgets: detail", `${DETAIL}/${vu.seen.budget?.length ? pick(vu.seen.budget) : 1}?type=common`);
}

async function browseCodes(vu) {
  const html = await vu.page(
    "budget codes: list",
    `${LIST}?view=codes${query({ status: maybe(0.4) ? pick(["pending", "passed", "rejected", "disabled"]) : undefined }).replace("?", "&")}`,
  );
  const ids = idsIn(html, /view=codes&(?:amp;)?code=(\d+)/g);
  if (ids.length && maybe(0.6)) await vu.page("budget codes: detail", `${LIST}?view=codes&code=${pick(ids)}`);
}

export default {
  area: "market-budget",
  /** the operator drafts and follows budgets */
  username: "operator",
  actions: [
    { name: "browse budgets", weight: 8, run: browseBudgets },
    { name: "open a budget", weight: 6, run: openBudget },
    { name: "browse budget codes", weight: 4, run: browseCodes },
  ],
};
