// Market tool › wallets, points and points rules, as an operator uses them day to day: search
// wallets and points accounts by site, currency or customer id, page on by keyset, open an account
// with its ledger, and browse the points rules. Reads only: adjustments are measured by their API tests.
import { SITES, maybe, pick, query, rand } from "./random.mjs";

const WALLETS = "/market-tool/wallet-manage";
const POINTS = "/market-tool/bonusPoints";
const RULES = "/market-tool/integral-rules";
const CURRENCIES = ["USD", "CAD", "GBP", "EUR", "AUD"];

async function browse(vu, base, label, extra) {
  const html = await vu.page(`${label}: list`, base + query({ site: maybe(0.3) ? pick(SITES) : undefined, ...extra }));
  const accounts = html ? [...html.matchAll(/account=(\d+)/g)].map((m) => Number(m[1])) : [];
  if (accounts.length && maybe(0.6)) await vu.page(`${label}: account and ledger`, `${base}?account=${pick(accounts)}`);
  const next = html?.match(/after=(\d+)/);
  if (next && maybe(0.4)) await vu.page(`${label}: next page`, `${base}?after=${next[1]}`);
}

export default {
  area: "market-wallet",
  /** the operator runs the market tools */
  username: "operator",
  actions: [
    {
      name: "search wallets",
      weight: 6,
      run: (vu) => browse(vu, WALLETS, "wallets", { currency: maybe(0.3) ? pick(CURRENCIES) : undefined }),
    },
    {
      name: "search points accounts",
      weight: 6,
      run: (vu) => browse(vu, POINTS, "points", { customer: maybe(0.2) ? String(5 + 211 * rand(400)) : undefined }),
    },
    {
      name: "browse points rules",
      weight: 3,
      run: (vu) => vu.page("points rules: list", RULES + query({ site: maybe(0.4) ? pick(SITES) : undefined })),
    },
  ],
};
