// Refusals in the caller's language (issue 41 §12): a Chinese form shows the API's field errors next
// to its fields, so a caller asking for zh gets every 422's message and field errors in Chinese.
// Generated: every endpoint's bad input from the fuzz (fuzz-cases.ts), sent in zh as the admin;
// each 422's words must be Chinese and hold none of the English the messages are written with.
// Then a list of known refusals with their literal zh and en texts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRouter } from "../../server/app";
import { casesFor } from "./fuzz-cases";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let admin: string;
beforeAll(async () => {
  t = await startTestApi();
  admin = await t.token("admin");
});
afterAll(async () => {
  await t?.close();
});

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
      const res = await fetch(t.url + c.url, {
        method: c.method,
        headers: { authorization: `Bearer ${admin}`, ...c.headers, ...ZH },
        body: c.body,
        redirect: "manual",
      });
      if (res.status !== 422) continue;
      const body = (await res.json()) as { message: string; data: unknown };
      for (const p of english(body)) found.add(p);
    }
    expect([...found]).toEqual([]);
  });
});
