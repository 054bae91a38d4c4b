// Refusals in the caller's language (issue 41 §12): a Chinese form shows the API's field errors next
// to its fields, so a caller asking for zh gets every 422's message and field errors in Chinese.
// Generated: every endpoint's bad input from the fuzz (fuzz-cases.ts), sent in zh as the admin;
// each 422's words must be Chinese and hold none of the English the messages are written with.
// Then a list of known refusals with their literal zh and en texts.
import { describe, expect, it } from "vitest";
import { buildRouter } from "../../server/app";
import { casesFor } from "./fuzz-cases";
import { adminApi } from "./helpers";

const { t, admin } = await adminApi();

const ZH = { "accept-language": "zh-CN,zh;q=0.9" };
const CJK = /[\u4e00-\u9fff]/;
// the words the API's English messages are made of; codes, field names and allowed values
// (us, percent, daily_special…) may stand inside a Chinese sentence, these may not
const ENGLISH =
  /\b(must|be|is|are|the|of|and|at|most|least|required|number|whole|please|check|input|expected|received|too|characters|give|choose|not|only|with|than|should|contain|option|integer|such|empty|allowed|unknown)\b/;

/** What is English in one answer's message and field errors, as "where: text". */
function english(body: { message: string; data: unknown }): string[] {
  const texts: [string, string][] = [["message", body.message]];
  const errors = (body.data as { errors?: Record<string, string[]> } | null)?.errors ?? {};
  for (const [field, list] of Object.entries(errors)) for (const m of list) texts.push([field, m]);
  // a catalog key (v.required) is the console's to word, in its own language
  return texts.filter(([, m]) => !/^[a-z]+(\.[\w-]+)+$/.test(m) && (!CJK.test(m) || ENGLISH.test(m))).map(([w, m]) => `${w}: ${m}`);
}

describe("every generated 422 is answered in Chinese to a zh caller", () => {
  const endpoints = buildRouter().endpoints.filter((e) => e.path !== "/api/auth/logout");
  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))("%s", async (_name, e) => {
    const found = new Set<string>();
    for (const c of casesFor(e)) {
      const res = await t.fetch(c.url, {
        method: c.method,
        headers: { authorization: `Bearer ${admin}`, ...c.headers, ...ZH },
        body: c.body,
      });
      if (res.status !== 422) continue;
      const body = (await res.json()) as { message: string; data: unknown };
      for (const p of english(body)) found.add(p);
    }
    expect([...found]).toEqual([]);
  });
});

describe("known refusals, word for word in en and zh", () => {
  const ask = (path: string, lang: string) => () => t.get(path, { token: admin, headers: { "accept-language": lang } });
  const set = (language: string, lang: string) => () =>
    t.post("/api/auth/language", { language }, { token: admin, headers: { "accept-language": lang } });
  it.each([
    [
      "a page before the first",
      "page",
      ask("/api/auth/users/paginate?page=0", "en"),
      ask("/api/auth/users/paginate?page=0", "zh"),
      "page must be 1 or more",
      "page 不能小于 1",
    ],
    [
      "a page too long",
      "page_size",
      ask("/api/auth/users/paginate?page_size=101", "en"),
      ask("/api/auth/users/paginate?page_size=101", "zh"),
      "page_size must be at most 100",
      "page_size 不能大于 100",
    ],
    ["a language the console has not", "language", set("fr", "en"), set("fr", "zh-CN"), "must be zh or en", "必须是 zh 或 en"],
  ] as const)("%s", async (_name, field, en, zh, enText, zhText) => {
    const [e, z] = [await en(), await zh()];
    expect([e.status, z.status]).toEqual([422, 422]);
    expect(e.body.data.errors[field]).toEqual([enText]);
    expect(e.body.message).toBe(`Please check the input (${field}: ${enText})`);
    expect(z.body.data.errors[field]).toEqual([zhText]);
    expect(z.body.message).toBe(`请检查输入（${zhText}）`);
  });
});
