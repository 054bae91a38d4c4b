import { writeAudit } from "../http/app";
import type { AuthedUser } from "../http/router";
import { applyReview, enterReview } from "../reviews/review";
import { BUDGET_REVIEW_DEF, CODE_REVIEW_DEF, REVISION_REVIEW_DEF } from "../modules/budget/reviews";
import type { Queryable } from "./client";

// Demo budgets in every state, walked through the real review machinery (so their review logs,
// audit rows and mails are what the API would have written): one waits for the `approver` account,
// its mail in the outbox. Only into an empty budgets table.

type Line = [string, string];
interface DemoBudget {
  purpose: string;
  dept: string;
  site: string;
  currency: string;
  amount: string;
  months: [number, number];
  lines: Line[];
  steps: ("submit" | "pass" | ["reject", string])[];
}

const BUDGETS: DemoBudget[] = [
  {
    purpose: "Back-to-school campaign, United States",
    dept: "marketing",
    site: "us",
    currency: "USD",
    amount: "50000.00",
    // runs to the end of the seeded year: codes are booked only while a budget's period runs (issue 41 §3)
    months: [7, 12],
    lines: [
      ["Paid social", "20000.00"],
      ["Creator partnerships", "15000.00"],
      ["Email and SMS", "5000.00"],
      ["Search ads", "10000.00"],
    ],
    steps: ["submit", "pass"],
  },
  {
    purpose: "Spring sale, United Kingdom",
    dept: "marketing",
    site: "uk",
    currency: "GBP",
    amount: "18250.50",
    months: [3, 4],
    lines: [
      ["Homepage takeover", "6000.00"],
      ["Discount codes", "9250.50"],
      ["Display ads", "3000.00"],
    ],
    steps: ["submit"],
  },
  {
    purpose: "Winter outerwear, Germany",
    dept: "category",
    site: "de",
    currency: "EUR",
    amount: "32000.00",
    months: [10, 12],
    lines: [
      ["Influencer package", "22000.00"],
      ["Retargeting", "10000.00"],
    ],
    steps: ["submit", ["reject", "The influencer line is above the agreed 15,000 cap; split it or lower it."]],
  },
  {
    purpose: "Easter kidswear, Australia",
    dept: "marketing",
    site: "au",
    currency: "AUD",
    amount: "7400.00",
    months: [3, 4],
    lines: [
      ["Social video", "4400.00"],
      ["Marketplace ads", "3000.00"],
    ],
    steps: [],
  },
  {
    purpose: "Summer festival, Europe",
    dept: "marketing",
    site: "eur",
    currency: "EUR",
    amount: "24000.00",
    months: [6, 8],
    lines: [
      ["Festival stand", "14000.00"],
      ["Giveaways", "10000.00"],
    ],
    steps: ["submit", "pass"],
  },
  {
    purpose: "Pop-up store, Japan",
    dept: "ops",
    site: "glb",
    currency: "JPY",
    amount: "3000000.00",
    months: [5, 5],
    lines: [
      ["Venue", "1800000.00"],
      ["Staff", "1200000.00"],
    ],
    steps: ["submit", "pass"],
  },
];

/** `consoleUrl`: where the mails of the reviews link (the API's CONSOLE_URL). */
export async function seedBudgets(q: Queryable, consoleUrl: string): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from budgets");
  if (n) return;
  const people = await q.query<{ id: number; username: string; display_name: string; role: string }>(
    "select u.id, u.username, u.display_name, r.name as role from users u join roles r on r.id = u.role_id where u.username in ('operator', 'approver', 'admin')",
  );
  const user = (username: string): AuthedUser => {
    const p = people.find((x) => x.username === username)!;
    return { id: p.id, username, name: p.display_name, role: p.role, permissions: new Set() };
  };
  if (people.length < 3) return;
  const ctxOf = (who: string) => {
    const u = user(who);
    // no queue here: mails stay pending in the outbox (delivered by the sweep once SMTP_URL is set)
    return {
      user: u,
      jobs: undefined,
      config: { consoleUrl },
      audit: (qq: Queryable, row: Parameters<typeof writeAudit>[3]) => writeAudit(qq, u, "seed", row),
    };
  };
  const operator = ctxOf("operator");
  const approver = ctxOf("approver");
  const year = new Date().getUTCFullYear();
  const day = (m: number, end = false) =>
    (end ? new Date(Date.UTC(year, m, 0)) : new Date(Date.UTC(year, m - 1, 1))).toISOString().slice(0, 10);
  const ids: number[] = [];
  for (const b of BUDGETS) {
    const [row] = await q.query<{ id: number }>(
      `insert into budgets (code, purpose, department_id, site_abbr, currency, amount, period_start, period_end, lines, created_by, created_by_name)
       values ('BG-' || $1 || '-' || lpad(nextval('budget_code_seq')::text, 4, '0'), $2, (select id from departments where code = $3), $4, $5, $6, $7, $8, $9, $10, $11)
       returning id`,
      [
        String(year),
        b.purpose,
        b.dept,
        b.site,
        b.currency,
        b.amount,
        day(b.months[0]),
        day(b.months[1], true),
        JSON.stringify(b.lines.map(([item, amount]) => ({ item, amount }))),
        operator.user.id,
        operator.user.name,
      ],
    );
    ids.push(row.id);
    await operator.audit(q, {
      action: "create",
      entity: "budget",
      entityId: row.id,
      after: { purpose: b.purpose, amount: b.amount, currency: b.currency },
    });
    for (const s of b.steps) {
      if (s === "submit") await applyReview(operator, q, BUDGET_REVIEW_DEF, row.id, "submit");
      else if (s === "pass")
        await applyReview(approver, q, BUDGET_REVIEW_DEF, row.id, "pass", { version: await shown(q, "budgets", row.id) });
      else
        await applyReview(approver, q, BUDGET_REVIEW_DEF, row.id, "reject", { reason: s[1], version: await shown(q, "budgets", row.id) });
    }
  }
  // a revision waiting for review (the European festival grows), and a passed one already applied
  const revise = async (budgetId: number, amount: string, lines: Line[], note: string, pass: boolean) => {
    const [b] = await q.query<{ purpose: string; period_start: string; period_end: string }>(
      "select purpose, to_char(period_start, 'YYYY-MM-DD') as period_start, to_char(period_end, 'YYYY-MM-DD') as period_end from budgets where id = $1",
      [budgetId],
    );
    const [r] = await q.query<{ id: number }>(
      `insert into budget_revisions (budget_id, purpose, amount, period_start, period_end, lines, note, created_by, created_by_name)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        budgetId,
        b.purpose,
        amount,
        b.period_start,
        b.period_end,
        JSON.stringify(lines.map(([item, a]) => ({ item, amount: a }))),
        note,
        operator.user.id,
        operator.user.name,
      ],
    );
    await applyReview(operator, q, REVISION_REVIEW_DEF, r.id, "submit");
    if (pass) {
      await applyReview(approver, q, REVISION_REVIEW_DEF, r.id, "pass", { version: await shown(q, "budget_revisions", r.id) });
      await q.query("update budgets set amount = $2, lines = $3, version = version + 1 where id = $1", [
        budgetId,
        amount,
        JSON.stringify(lines.map(([item, a]) => ({ item, amount: a }))),
      ]);
    }
  };
  await revise(
    ids[5],
    "3200000.00",
    [
      ["Venue", "1800000.00"],
      ["Staff", "1400000.00"],
    ],
    "Two more weekend staff",
    true,
  );
  await revise(
    ids[4],
    "26500.00",
    [
      ["Festival stand", "14000.00"],
      ["Giveaways", "12500.00"],
    ],
    "Giveaways for a second festival day",
    false,
  );
  // budget codes on the US campaign, one in each state
  const codes: [string, string, string, ("pass" | "reject" | "disable")[]][] = [
    ["BTS-US-SOCIAL", "Back-to-school paid social", "20000.00", ["pass"]],
    ["BTS-US-CREATOR", "Creator partnerships", "15000.00", []],
    ["BTS-US-SEARCH", "Search ads", "12000.00", ["reject"]],
    ["BTS-US-PRINT", "Print flyers (cancelled)", "2000.00", ["pass", "disable"]],
  ];
  for (const [code, name, cap, steps] of codes) {
    const [row] = await q.query<Record<string, unknown>>(
      `insert into budget_codes (code, name, budget_id, cap, status, created_by, created_by_name, submitted_by) values ($1, $2, $3, $4, 'pending', $5, $6, $5) returning *`,
      [code, name, ids[0], cap, operator.user.id, operator.user.name],
    );
    await enterReview(operator, q, CODE_REVIEW_DEF, row, "resubmit", { mail: false });
    for (const s of steps) {
      if (s === "reject")
        await applyReview(approver, q, CODE_REVIEW_DEF, Number(row.id), "reject", {
          reason: "The cap is above the search ads line (10,000.00)",
          version: await shown(q, "budget_codes", Number(row.id)),
        });
      else
        await applyReview(s === "disable" ? operator : approver, q, CODE_REVIEW_DEF, Number(row.id), s, {
          version: await shown(q, "budget_codes", Number(row.id)),
        });
    }
  }
  // a batch of festival codes waiting for review
  const [batch] = await q.query<{ id: number }>(
    "insert into budget_code_batches (budget_id, prefix, count, cap, created_by, created_by_name) values ($1, 'FEST', 3, '500.00', $2, $3) returning id",
    [ids[4], operator.user.id, operator.user.name],
  );
  for (const suffix of ["K7MQ2XPA", "R4TZ9HNC", "W8BD3JUE"]) {
    const [row] = await q.query<Record<string, unknown>>(
      `insert into budget_codes (code, name, budget_id, cap, batch_id, status, created_by, created_by_name, submitted_by)
       values ($1, $2, $3, '500.00', $4, 'pending', $5, $6, $5) returning *`,
      [`FEST-${suffix}`, `FEST batch #${batch.id}`, ids[4], batch.id, operator.user.id, operator.user.name],
    );
    await enterReview(operator, q, CODE_REVIEW_DEF, row, "resubmit", { mail: false });
  }
}

/** The version a record has now: what the seed's approver is "shown" before deciding. */
const shown = async (q: Queryable, table: "budgets" | "budget_revisions" | "budget_codes", id: number) =>
  Number((await q.query<{ version: number }>(`select version from ${table} where id = $1`, [id]))[0].version);
