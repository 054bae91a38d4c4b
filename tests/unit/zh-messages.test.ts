// The API's field messages in Chinese (server/http/zh-messages.ts, issue 41 §12). Generated: every
// English message written literally in the API's sources — a zod schema's `error:` / `message:` or
// a check's message argument (.min(1, "…"), .refine(f, "…")), a handler's field error ["…"] — has
// its Chinese, so a message added tomorrow without one fails here. Then the shapes built around
// values, and the words of zod's own issues, with literal expectations.
import fs from "node:fs";
import path from "node:path";
import * as z from "zod";
import { describe, expect, it } from "vitest";
import { ApiError, FieldError, validationError } from "../../server/http/errors";
import { zhMessage, zhSummary } from "../../server/http/zh-messages";

const ROOT = path.resolve(__dirname, "../..");
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((f) => {
    const p = path.join(dir, f.name);
    if (f.isDirectory()) return sources(p);
    return p.endsWith(".ts") ? [p] : [];
  });
}
// not the API's answers: build scripts and the demo data, the sign-on's own pages, a log's fields
const NOT_ANSWERS = /server\/(scripts|sso)\/|server\/db\/seed|server\/log\.ts/;
const SHAPES = [
  /\b(?:error|message): *"((?:[^"\\]|\\.)+)"/g,
  /\.(?:min|max|length|regex|refine|int|positive|nonnegative|gte|lte|gt|lt|nonempty)\((?:[^()"]|\([^()]*\))*?"((?:[^"\\]|\\.)+)"\s*\)/g,
  /errors: \{ [\w[\]`.${}]+: \["((?:[^"\\]|\\.)+)"\] \}/g,
];
const LITERALS = [
  ...new Set(
    sources(path.join(ROOT, "server"))
      .filter((f) => !NOT_ANSWERS.test(f))
      .flatMap((f) => {
        const text = fs.readFileSync(f, "utf8");
        return SHAPES.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]));
      }),
  ),
]
  // already bilingual ("请稍后再试。 · Please try again"), or the head of a message built on (`"must be one of " + …`)
  .filter((m) => !/[\u4e00-\u9fff]/.test(m) && !m.endsWith(" ") && /^[A-Za-z"]/.test(m))
  // an answer that is not a field error of a form: a route the API does not serve
  .filter((m) => m !== "Sign-on is not embedded in this API");

describe("every literal message of the API has its Chinese", () => {
  it("the sources hold the messages (the scan works)", () => {
    expect(LITERALS).toContain("is required");
    expect(LITERALS).toContain("must be a whole number");
    expect(LITERALS.length).toBeGreaterThan(100);
  });
  it.each(LITERALS.map((m) => [m]))("%s", (m) => {
    expect(zhMessage(m)).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe("messages built around a value", () => {
  it.each([
    ["must be zh or en", "必须是 zh 或 en"],
    ["must be up, down, top, bottom or to", "必须是 up、down、top、bottom 或 to"],
    ["must be one of us, uk, ca", "必须是以下之一：us、uk、ca"],
    ["must be one of draft, live or empty", "必须是以下之一：draft、live，或留空"],
    ["name is required", "name 为必填项"],
    ["page_size must be 20, 50 or 100", "page_size 必须是 20、50 或 100"],
    ["must be at most 40 characters", "最多 40 个字符"],
    ["must be between 1 and 500", "必须在 1 到 500 之间"],
    ["repeats row 7", "与第 7 行重复"],
    ["JPY has no decimals", "JPY 没有小数"],
    ["the lines add up to 90.00, not 100.00", "各行合计为 90.00，而不是 100.00"],
  ])("%s → %s", (en, zh) => expect(zhMessage(en)).toBe(zh));

  it("a message no one translated stays undefined (the caller keeps the English)", () => {
    expect(zhMessage("the moon is made of cheese")).toBeUndefined();
  });
  it("a 422's summary names no field in Chinese", () => {
    expect(zhSummary("Please check the input (currency: must be a supported currency code)")).toBe("请检查输入（必须是支持的币种代码）");
  });
});

describe("an ApiError in Chinese", () => {
  it("zod's own words become Chinese from the issue: too short, too long, a wrong type, a choice, an unknown field", () => {
    const schema = z.strictObject({
      name: z.string().min(1),
      code: z.string().max(4),
      count: z.number(),
      size: z.number().max(10),
      kind: z.enum(["a", "b"]),
    });
    const r = schema.safeParse({ name: "", code: "abcdef", count: "x", size: 11, kind: "c", extra: 1 });
    const { message, data } = validationError(r.error!).localized("zh");
    expect((data as { errors: unknown }).errors).toEqual({
      name: ["不能为空"],
      code: ["最多 4 个字符"],
      count: ["必须是数字"],
      size: ["不能大于 10"],
      kind: ["必须是以下之一：a、b"],
      _form: ["不接受的字段：extra"],
    });
    expect(message).toBe("请检查输入（不能为空）");
    // and English stays the schema's English
    expect((validationError(r.error!).localized("en").data as { errors: { name: string[] } }).errors.name[0]).not.toMatch(
      /[\u4e00-\u9fff]/,
    );
  });

  it("a handler's English field error is worded in Chinese; a message with its own Chinese keeps it", () => {
    const plain = new ApiError(422, "Please check the input (reason: at most 500 characters)", {
      errors: { reason: ["at most 500 characters"] },
    });
    expect(plain.localized("zh")).toEqual({ message: "请检查输入（最多 500 个字符）", data: { errors: { reason: ["最多 500 个字符"] } } });
    const field = new FieldError("currency", "is not a currency of the United Kingdom site", "不是站点“英国”使用的币种");
    expect(field.localized("zh")).toEqual({
      message: "不是站点“英国”使用的币种",
      data: { errors: { currency: ["不是站点“英国”使用的币种"] } },
    });
    expect(field.localized("en").data).toEqual({ errors: { currency: ["is not a currency of the United Kingdom site"] } });
  });
});
