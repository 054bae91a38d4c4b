// Issue 36 §1: the console's loaders and actions call the API through typed clients — one function per
// endpoint, its input and answer declared once (`*api.server.ts`: an area's client, the shared shape's
// lib/record-api.server.ts) — never `ctx.api.get<Row>("…")` with a path string at the call site.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const APP = fileURLToPath(new URL("../../app", import.meta.url));
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : [path.join(dir, d.name)]));

/** A call of the API object's own get / post (the clients' methods have other names or other receivers). */
const DIRECT_CALL = /\bapi\s*\.\s*(get|post)\s*[<(]/;

/**
 * The shared record helpers handed an API path instead of the kind's client: loadRecord's record
 * source as a string, template or `….one` path (first or after a ctx, as the helper once took), or a
 * loadConfirmation def naming its record by `one:` / `byQuery:`.
 */
const PATH_TO_HELPER =
  /\bloadRecord\s*(?:<[^>]*>)?\s*\(\s*(?:ctx\w*\s*,\s*|\w+\s*,\s*(?=["'`]))?(?:["'`]|[\w.()]*\.one\b|[A-Z_]+\s*,)|\bloadConfirmation\b[^;]*?\{[^;]*?\b(?:one|byQuery)\s*:/;

/**
 * Generic infrastructure that calls by path and stays so: the permissions read behind every guard
 * (before any area's client exists for the request), and the sheet forwarding the clients' upload
 * functions share (its path is their argument).
 */
const EXCEPTIONS = ["lib/auth.server.ts", "lib/sheet-upload.server.ts"];

const direct = (dir: string) =>
  files(dir)
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith("api.server.ts"))
    .map((f) => path.relative(dir, f).split(path.sep).join("/"))
    .filter((f) => !EXCEPTIONS.includes(f))
    .filter((f) => DIRECT_CALL.test(fs.readFileSync(path.join(dir, f), "utf8")));

const pathsToHelpers = (dir: string) =>
  files(dir)
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => path.relative(dir, f).split(path.sep).join("/"))
    .filter((f) => PATH_TO_HELPER.test(fs.readFileSync(path.join(dir, f), "utf8")));

describe("API calls", () => {
  it("go through a typed client: no loader or action calls the API by a path string", () => {
    expect(direct(APP)).toEqual([]);
  });

  it("would find a call by path written outside a client", () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? "/tmp"), "api-calls-"));
    try {
      fs.mkdirSync(path.join(dir, "features"));
      fs.writeFileSync(path.join(dir, "features", "list.server.ts"), 'const rows = await ctx.api.get<Row[]>("config/rows", { page });\n');
      fs.writeFileSync(path.join(dir, "features", "api.server.ts"), 'export const rows = (api) => api.get<Row[]>("config/rows");\n');
      fs.writeFileSync(path.join(dir, "features", "form.server.ts"), "await ctx.api\n  .post(`config/row/${id}`, body);\n");
      expect(direct(dir)).toEqual(["features/form.server.ts", "features/list.server.ts"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reach a record through the shared helpers with the kind's client, never a path", () => {
    expect(pathsToHelpers(APP)).toEqual([]);
  });

  it("would find a path handed to loadRecord or loadConfirmation", () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? "/tmp"), "record-helpers-"));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    try {
      write("discount.server.ts", 'const record = await loadRecord<Discount>(ctx, "market/discount", params.id);\n');
      write("voucher.server.ts", "const voucher = await loadRecord(`market/voucher`, params.id);\n");
      write("bars.server.ts", "await loadRecord<{ place?: string }>(ctx, kindPaths(kind).one, args.params.id!);\n");
      write("offer.server.ts", "await loadRecord(ctx, OFFER_ONE, String(id));\n");
      write("list.server.ts", "loadConfirmation<SpecialOffer>(ctx, url, {\n  one: OFFER_ONE,\n  name: (o) => offerName(o, ctx.t),\n});\n");
      write("form.server.ts", "const record = await loadRecord(marketApi(ctx.api).discount, params.id);\n");
      write("detail.server.ts", "loadConfirmation(ctx, url, { records: offersApi(ctx.api), name: (o) => offerName(o, ctx.t) });\n");
      expect(pathsToHelpers(dir).sort()).toEqual([
        "bars.server.ts",
        "discount.server.ts",
        "list.server.ts",
        "offer.server.ts",
        "voucher.server.ts",
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leave by path only the infrastructure named for it, each still calling so", () => {
    for (const f of EXCEPTIONS) expect(DIRECT_CALL.test(fs.readFileSync(path.join(APP, f), "utf8")), f).toBe(true);
  });
});
