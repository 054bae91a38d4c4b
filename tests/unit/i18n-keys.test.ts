// Every catalog key the console's code can produce exists in both catalogs — not only the keys
// passed literally to t(): message keys in zod schemas ("v.decimals6"), keys kept in constants,
// and keys built from templates (`rate.source.${s}`), expanded over the values they range over.
// The code is read with the TypeScript parser, so keys other engineers add later are found
// without a list: any string shaped like a key (`a.b`, `a.b_c.d`) must be in both catalogs
// unless NOT_KEYS says it is something else, and any template that builds one must have its
// values registered below.
import { DECIDE_BLOCKS } from "../../app/lib/review-block";
import { SEND_RESULTS, SEND_STATES } from "../../app/features/market-tool/voucher-rules";
import { BUDGET_LOG_ACTIONS } from "../../app/features/market-tool/budget-states";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { CONFIRM_INTENTS } from "~/lib/transitions";
import { BENCHMARK_SOURCES, REAL_SITES, UI_LOCALES, UPLOAD_MAX_BYTES } from "~/lib/constants";
import { PERIOD_STATES } from "~/lib/lifecycle";
import { NOTE_LANGUAGES, PLATFORMS } from "~/features/system/app-version-lifecycle";
import { TAG_GROUPS, TAG_TYPES } from "~/lib/tags";
import { BATCH_STATES, DISCOUNT_KINDS } from "~/features/market-tool/discount-rules";
import { EVENT_KINDS, EVENT_LOG_ACTIONS, EVENT_STATUSES } from "~/features/activity/events/kinds";
import { en } from "~/locales/en";
import { CATALOG_PARTS, partOfPath } from "~/lib/catalog-parts";
import { catalogParts } from "~/lib/i18n.server";
import { zh } from "~/locales/zh";
import { PRODUCT_SEARCH_TYPES, PRODUCT_SORTS, PRODUCT_STATUSES } from "~/features/goods/constants";
import { ALGORITHM_AGE_GROUPS, ALGORITHM_SLOTS, ALGORITHM_STRATEGIES } from "~/features/goods/algorithm/algorithm-rules";
import { REVIEW_FITS, REVIEW_SOURCES, REVIEW_STATES } from "~/features/goods/reviews/review-rules";
import { DASHBOARD_KEYS } from "../../server/modules/common/dashboard";
import { CONFIG_RESOURCES } from "../../server/modules/config/routes";
import { ADDRESS_CHANGE, ADDRESS_FIELDS, SHIPPING_CHANNELS } from "~/features/system/geo/geo-rules";
import { CONTENT_LANGUAGES } from "~/lib/constants";
import {
  HELP_FORMATS,
  HELP_LANGUAGES,
  HELP_MESSAGES,
  TRANSLATION_LANGUAGES,
  TRANSLATION_MODULES,
} from "~/features/system/content/constants";
import { OFFER_LOG_ACTIONS, STATS_KINDS, STATS_STATUSES } from "~/features/activity/offers/special-offer-rules";
import { RANKING_METRICS } from "~/features/activity/rankings/ranking-rules";
import { PRIZE_KINDS, PRIZE_STATES } from "~/features/market-tool/turnplate-rules";
import { CHOSEN_BOXES } from "~/domain/kinds/turnplate-slot-rows";
import { SEND_RESULTS as TASK_SEND_RESULTS, TASK_AUDIENCES, TASK_REWARDS, TASK_TRIGGERS } from "~/features/market-tool/market-task-rules";
import { POINTS_SOURCES, RULE_KINDS, RULE_VALUE, WALLET_SOURCES } from "~/features/market-tool/balance-rules";
import { PRODUCT_LINE_MESSAGES } from "~/features/activity/product-lines";
import { REACH_AUDIENCES } from "~/features/activity/reach/reach-rules";
import { LABEL_TYPES } from "../../app/features/goods/labels/label-rules";
import { FILL_RULES, PINNED_FILTER } from "~/features/page-management/top-products-rules";
import { OPENING_AUDIENCES, OPENING_MEDIA } from "~/domain/kinds/opening-ad";

const APP_DIR = fileURLToPath(new URL("../../app", import.meta.url));
const catalogs: Record<string, Record<string, string>> = { en, zh };
/** The shape of a catalog key; the e2e scan looks for the same shape on screen. */
const KEY_SHAPE = /^[a-z]+(\.[a-zA-Z0-9_]+)+$/;
const TEMPLATE_HEAD = /^[a-z]+(\.[a-zA-Z0-9_]+)*\.$/;
/** Key-shaped strings in app/ that are not catalog keys (a file name, a host): none so far. */
const NOT_KEYS = new Set<string>([]);
/** Files whose key-shaped strings name groups of keys, not keys shown (the catalog's split into parts). */
const NOT_KEY_SOURCES = new Set<string>([path.join("lib", "i18n.server.ts")]);

/**
 * Templates that build keys (by their fixed start) → every value the rest can take. A new
 * template key fails "every template key is registered" until it is added here with the enum
 * its values come from (import it; do not copy the values).
 */
const TEMPLATE_VALUES: Record<string, readonly string[]> = {
  // the kinds' shared controls: content languages and the floating redirection types 1–6 (spec section 3)
  "kind.lang.": ["en", "es", "de", "it", "fr", "pt", "ar"],
  "kind.redirect.": ["1", "2", "3", "4", "5", "6"],
  // the pickers that add their records' products to a form's lines (exclusive offers, rankings)
  "picker.add.": ["product", "pool"],
  // events' targeting (issue 40 §1) and a flash sale's storefront status, as docs/areas/activity.md lists them
  "event.crowd.": [
    "all_customers",
    "new_customers",
    "returning_customers",
    "vip_members",
    "app_users",
    "newsletter_subscribers",
    "lapsed_customers",
  ],
  "event.channel.": ["app", "web", "mobile_web"],
  "event.strategy.": ["event_price", "percent_off", "limited_stock"],
  "event.saleStatus.": ["draft", "upcoming", "on_sale", "between_slots", "ended", "offline"],
  // the storefront configs' audiences (app/domain/kinds/resource-config.ts)
  "rc.audience.": ["all", "new", "returning", "member"],
  // the floating bars' places (app/domain/kinds/floating-bars.ts)
  "floating.place.": ["home", "commercial"],
  // opening-screen ads: who sees them and what they are (app/domain/kinds/opening-ad.ts)
  "opening.audience.": OPENING_AUDIENCES,
  "opening.media.": OPENING_MEDIA,
  "rate.source.": BENCHMARK_SOURCES,
  // a product's events on goods-edit: their kind and state
  "goods.edit.uses.kind.": EVENT_KINDS,
  "event.status.": EVENT_STATUSES,
  // the config log's actions: records are created, updated and deleted, and take the transitions
  // their resources declare
  "log.action.": [
    "create",
    "update",
    "delete",
    ...CONFIG_RESOURCES.flatMap((r) => Object.keys(r.transition?.lifecycle.transitions ?? {})),
    ...OFFER_LOG_ACTIONS,
    // address-format change requests are made, then passed, rejected or cancelled
    "request",
    ...Object.keys(ADDRESS_CHANGE.transitions),
    // the resource configs' enable and terminate (spec section 4)
    "terminate",
    // vouchers are sent to customers; an uploaded list's send finishes later, in its job
    "send",
    "send_done",
    // labels: related to events, removed from one
    "relate_events",
    "unrelate_event",
    // product reviews are approved or hidden
    "approve",
    "hide",
    // top products: a pinned product moved up or down
    "move",
  ],
  "lang.": UI_LOCALES,
  "label.type.": LABEL_TYPES,
  "algorithm.age.": ALGORITHM_AGE_GROUPS,
  "algorithm.slot.": ALGORITHM_SLOTS,
  "algorithm.strategy.": ALGORITHM_STRATEGIES,
  "goods.sort.": PRODUCT_SORTS,
  "review.fit.": REVIEW_FITS,
  "review.block.": DECIDE_BLOCKS,
  "review.source.": REVIEW_SOURCES,
  "review.status.": REVIEW_STATES,
  "period.": PERIOD_STATES,
  "voucher.result.": SEND_RESULTS,
  "voucher.send.status.": SEND_STATES,
  "appv.platform.": PLATFORMS,
  "appv.notes.": NOTE_LANGUAGES,
  "tag.group.": TAG_GROUPS,
  "site.": REAL_SITES,
  // the wheel lottery: its prize kinds, and what can be wrong with a prize line
  "turnplate.kind.": PRIZE_KINDS,
  "reward.state.": PRIZE_STATES,
  "turnplate.v.row.": CHOSEN_BOXES,
  // market tasks, their send results, newcomer code-list problems, the cart's shown / hidden
  "task.trigger.": TASK_TRIGGERS,
  "task.audience.": TASK_AUDIENCES,
  "task.reward.": TASK_REWARDS,
  "send.result.": TASK_SEND_RESULTS,
  "cart.": ["yes", "no"],
  // wallets and points: where a ledger row came from; points rules: the kind and what its value counts
  "balance.source.": [...WALLET_SOURCES, ...POINTS_SOURCES],
  "rule.kind.": RULE_KINDS,
  // wallet-manage and bonusPoints share one page; its texts are under balance.<wallet|points>.
  "balance.": ["wallet", "points"].flatMap((k) =>
    ["table", "empty", "adjustNew", "adjustOf", "accountOf", "credit", "debit", "amount", "amount.help", "done", "open", "openAdjust"].map(
      (s) => `${k}.${s}`,
    ),
  ),
  "rule.unit.": Object.values(RULE_VALUE).map((v) => v.unit),
  // the confirmation names the transition and says what it does
  "common.": CONFIRM_INTENTS,
  "common.tone.": ["success", "info", "attention", "warning", "critical"],
  "confirm.body.": CONFIRM_INTENTS,
  "tag.type.": TAG_TYPES,
  // enums written inline in their screens' selects (and the API's z.enum)
  "appv.force.": ["yes", "no"],
  "cod.feeType.": ["constant", "percentage"],
  "cur.symbolPosition.": ["before", "after"],
  "cur.sep.": ["comma", "dot", "space", "apostrophe", "none"],
  "upload.tooLarge.": Object.keys(UPLOAD_MAX_BYTES),
  "dashboard.": DASHBOARD_KEYS,
  // an event's change log names each action it records
  "event.log.": EVENT_LOG_ACTIONS,
  // System › countries, shipping, addresses, languages
  "geo.channel.": SHIPPING_CHANNELS,
  "geo.language.": CONTENT_LANGUAGES,
  "geo.line.": ADDRESS_FIELDS,
  // the budget change log's actions
  "budget.logAction.": BUDGET_LOG_ACTIONS,
  // a budget code's change log: created, edited, and its review steps
  "budgetcode.logAction.": ["create", "update", "resubmit", "pass", "reject", "disable"],
  "tr.module.": TRANSLATION_MODULES,
  "tr.lang.": TRANSLATION_LANGUAGES,
  "help.format.": HELP_FORMATS,
  "help.lang.": HELP_LANGUAGES,
  "help.step.": ["title", "text", "image"],
  "help.v.": Object.keys(HELP_MESSAGES),
  "goods.status.": PRODUCT_STATUSES,
  // top products: each site's fill rule, and the list's "has pinned products" filter
  "topprod.fill.": FILL_RULES,
  "topprod.pinned.": PINNED_FILTER,
  "goods.searchType.": PRODUCT_SEARCH_TYPES,
  "promo.kind.": DISCOUNT_KINDS,
  "promo.batch.status.": BATCH_STATES,
  // the events dashboard: each count's kind and status
  "stats.kind.": STATS_KINDS,
  "stats.status.": STATS_STATUSES,
  // rankings: the type; rankings and exclusive offers: the products field's line problems
  "rank.metric.": RANKING_METRICS,
  "plines.v.": PRODUCT_LINE_MESSAGES,
  "reach.audience.": REACH_AUDIENCES,
};

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "locales") sourceFiles(p, out);
    } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") && !NOT_KEY_SOURCES.has(path.relative(APP_DIR, p))) out.push(p);
  }
  return out;
}

interface Found {
  /** literal strings shaped like a key of a catalog namespace */
  keys: Map<string, string>;
  /** fixed starts of templates (and of strings concatenated with more) that build such keys */
  templates: Map<string, string>;
}

/** String literals and template heads of one source file, read with the TypeScript parser. */
function scan(file: string, source: string, found: Found = { keys: new Map(), templates: new Map() }): Found {
  const where = path.relative(APP_DIR, file);
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const s = node.text;
      if (KEY_SHAPE.test(s) && !NOT_KEYS.has(s)) found.keys.set(s, where);
      // "rate.source." + s
      else if (TEMPLATE_HEAD.test(s)) found.templates.set(s, where);
    } else if (ts.isTemplateExpression(node)) {
      const head = node.head.text;
      if (TEMPLATE_HEAD.test(head)) found.templates.set(head, where);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return found;
}

const found: Found = { keys: new Map(), templates: new Map() };
for (const f of sourceFiles(APP_DIR)) scan(f, fs.readFileSync(f, "utf8"), found);

describe("the scan", () => {
  it("finds schema message keys, t() keys, keys in constants (of any namespace) and template starts; skips other strings", () => {
    const src = `
      const a = z.number({ error: "v.number" }).max(4, "v.range");
      t("log.title"); const K = "error.unavailable.save";
      t(\`rate.source.\${s}\`); const b = "cur.sep." + x;
      import x from "./styles.css"; const u = "/api/config/logs"; const e = "admin@staff.example"; const p = \`/login?r=\${x}\`; const n = "new.namespace.key";
    `;
    const r = scan(path.join(APP_DIR, "x.tsx"), src);
    expect([...r.keys.keys()].sort()).toEqual(["error.unavailable.save", "log.title", "new.namespace.key", "v.number", "v.range"]);
    expect([...r.templates.keys()].sort()).toEqual(["cur.sep.", "rate.source."]);
  });

  it("finds keys across the console (schemas, screens, constants)", () => {
    expect(found.keys.size).toBeGreaterThan(50);
    for (const k of ["v.between", "v.required", "log.title"]) expect(found.keys.has(k), k).toBe(true);
  });
});

describe("every key the code can produce is in both catalogs", () => {
  it.each(Object.keys(catalogs))("%s: literal keys (t() calls, zod messages, constants)", (lang) => {
    const missing = [...found.keys].filter(([k]) => !(k in catalogs[lang])).map(([k, f]) => `${k} (${f})`);
    expect(missing).toEqual([]);
  });

  it("every template key is registered with the values it ranges over", () => {
    const unregistered = [...found.templates].filter(([head]) => !(head in TEMPLATE_VALUES)).map(([h, f]) => `${h}… (${f})`);
    expect(unregistered, "add these to TEMPLATE_VALUES in tests/unit/i18n-keys.test.ts").toEqual([]);
    const unused = Object.keys(TEMPLATE_VALUES).filter((h) => !found.templates.has(h));
    expect(unused, "registered templates the code no longer builds").toEqual([]);
  });

  it.each(Object.keys(catalogs))("%s: template keys expanded over their values", (lang) => {
    const missing: string[] = [];
    for (const [head, values] of Object.entries(TEMPLATE_VALUES)) {
      expect(values.length, head).toBeGreaterThan(0);
      for (const v of values) if (!(`${head}${v}` in catalogs[lang])) missing.push(`${head}${v}`);
    }
    expect(missing).toEqual([]);
  });
});

// The browser loads the strings in parts (app/lib/catalog-parts.ts): the core on every page, an
// area's part on that area's pages. What a page can show is read from the code: every file a route
// module reaches through its imports, with the literal keys found in it. A key missing from the
// parts a page loads would show raw after hydration (or after a client navigation) in the browser.
describe("the browser's string parts hold what each page can show", () => {
  const resolveImport = (from: string, spec: string): string | null => {
    const base = spec.startsWith("~/")
      ? path.join(APP_DIR, spec.slice(2))
      : spec.startsWith(".")
        ? path.resolve(path.dirname(from), spec)
        : null;
    if (!base) return null;
    for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
      if (/\.tsx?$/.test(c) && fs.existsSync(c) && fs.statSync(c).isFile()) return c;
    }
    return null;
  };
  const importsOf = new Map<string, string[]>();
  const imports = (file: string): string[] => {
    let out = importsOf.get(file);
    if (out) return out;
    const sf = ts.createSourceFile(
      file,
      fs.readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    out = [];
    const visit = (node: ts.Node) => {
      const spec =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : ts.isCallExpression(node) &&
              node.expression.kind === ts.SyntaxKind.ImportKeyword &&
              node.arguments[0] &&
              ts.isStringLiteral(node.arguments[0])
            ? node.arguments[0].text
            : null;
      if (spec && !(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)) {
        const r = resolveImport(file, spec);
        if (r && !r.includes(`${path.sep}locales${path.sep}`)) out!.push(r);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    importsOf.set(file, out);
    return out;
  };
  const closure = (entry: string) => {
    const seen = new Set<string>([entry]);
    const todo = [entry];
    while (todo.length)
      for (const f of imports(todo.pop()!))
        if (!seen.has(f)) {
          seen.add(f);
          todo.push(f);
        }
    return seen;
  };
  const keysOf = new Map<string, string[]>();
  const literalKeys = (file: string) => {
    let k = keysOf.get(file);
    if (!k)
      keysOf.set(
        file,
        (k = NOT_KEY_SOURCES.has(path.relative(APP_DIR, file))
          ? []
          : [...scan(file, fs.readFileSync(file, "utf8")).keys.keys()].filter((key) => key in en)),
      );
    return k;
  };
  const routesDir = path.join(APP_DIR, "routes");
  const routeFiles = fs
    .readdirSync(routesDir)
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.join(routesDir, f));
  // a route module's URL from its file name (_app.system.country-region-list.$id.tsx → /system/country-region-list/$id)
  const partOfRoute = (file: string) => {
    const segments = path
      .basename(file)
      .replace(/\.tsx?$/, "")
      .split(".");
    return segments[0] === "_app" ? partOfPath(`/${segments.slice(1).join("/")}`) : null;
  };

  it.each(UI_LOCALES)("%s: every page's keys are in the core or in its area's part", (lang) => {
    const { core, parts } = catalogParts[lang];
    const missing = new Set<string>();
    const entries = [...routeFiles, path.join(APP_DIR, "root.tsx"), path.join(APP_DIR, "entry.client.tsx")];
    for (const entry of entries) {
      const part = entry.startsWith(routesDir) ? partOfRoute(entry) : null;
      for (const file of closure(entry)) {
        for (const key of literalKeys(file)) {
          if (!(key in core) && !(part && key in parts[part]))
            missing.add(`${key} (${path.relative(APP_DIR, file)} on ${part ?? "every"} page)`);
        }
      }
    }
    expect([...missing].sort()).toEqual([]);
  });

  it("the parts together are the whole catalog, and the core stays small", () => {
    for (const lang of UI_LOCALES) {
      const { core, parts } = catalogParts[lang];
      const all = new Set([...Object.keys(core), ...CATALOG_PARTS.flatMap((p) => Object.keys(parts[p]))]);
      expect([...all].sort()).toEqual(Object.keys(catalogs[lang]).sort());
      expect(Object.keys(core).length).toBeLessThan(Object.keys(catalogs[lang]).length / 2);
    }
  });
});
