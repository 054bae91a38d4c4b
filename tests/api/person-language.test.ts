// The person's language (issue 41 §12): one stored setting per person, set by switching the
// console's language (POST /api/auth/language). Mails follow the recipient's setting, never the
// language of whoever caused them: checked end to end over SMTP with an address-format change,
// which the admin requests and the approver alone checks (docs/areas/system.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerOf, startSmtpSink, textOf, type SmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
let smtp: SmtpSink;
let admin: string;
let approver: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApi({ env: { SMTP_URL: smtp.url, CONSOLE_URL: "https://console.example" } });
  [admin, approver] = await Promise.all([t.token("admin"), t.token("approver")]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const setLanguage = (token: string, language: string, headers: Record<string, string> = {}) =>
  t.post("/api/auth/language", { language }, { token, headers });

/** Requests a change of a country's address format for site au in English; the approver is mailed (the site named in the mail's language). */
async function requestChange(country: string, siteName: "Australia" | "澳大利亚") {
  const res = await t.post(
    "/api/config/country-address/create",
    {
      country_code: country,
      site: "au",
      language: "en",
      fields: [
        { field: "first_name", required: true },
        { field: "city", required: true },
      ],
      postal_pattern: "",
      example: "Jane",
    },
    { token: admin },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return `#${res.body.data.id} ${country} · ${siteName} · en`;
}

/** The mail delivered over SMTP to the approver about that request. */
async function mailToApprover(name: string) {
  const end = Date.now() + 30_000;
  for (;;) {
    const got = smtp.messages.find((m) => m.to.includes("approver@staff.example") && headerOf(m.raw, "Subject").includes(name));
    if (got) return { subject: headerOf(got.raw, "Subject"), text: textOf(got.raw) };
    if (Date.now() > end) throw new Error(`no mail about ${name}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("the person's language", () => {
  it("is stored by POST /api/auth/language: zh or en, anything else refused next to the field in the caller's language", async () => {
    expect((await setLanguage(approver, "en")).body).toMatchObject({ code: 200, data: { language: "en" } });
    const fr = await setLanguage(approver, "fr");
    expect(fr.status).toBe(422);
    expect(fr.body.data.errors.language).toEqual(["must be zh or en"]);
    const frZh = await setLanguage(approver, "fr", { "accept-language": "zh-CN" });
    expect(frZh.body.data.errors.language).toEqual(["必须是 zh 或 en"]);
    expect((await setLanguage(approver, "zh")).body.data).toEqual({ language: "zh" });
  });

  it("a mail is written in the recipient's stored language, not the requester's", async () => {
    // the requester reads English, the checker Chinese: the checker's mail is Chinese
    await setLanguage(admin, "en");
    await setLanguage(approver, "zh");
    const first = await requestChange("NZ", "澳大利亚");
    const zhMail = await mailToApprover(first);
    expect(zhMail.subject).toBe(`待审核：地址格式变更 ${first}`);
    expect(zhMail.text).toContain(`Ada Admin 申请变更地址格式 ${first}，等待您审核。`);
    expect(zhMail.text).toContain("打开待审核的申请：");

    // the checker switches to English: the next mail is English, whatever the requester reads
    await setLanguage(admin, "zh");
    await setLanguage(approver, "en");
    const second = await requestChange("FJ", "Australia");
    const enMail = await mailToApprover(second);
    expect(enMail.subject).toBe(`Check needed: address format change ${second}`);
    expect(enMail.text).toContain(`Ada Admin requested a change of the address format ${second}: it waits for your check.`);
    expect(enMail.text).toContain("Open the waiting requests:");
  });

  it("a switch is in the audit log with the language before and after; the same language again writes nothing", async () => {
    await setLanguage(approver, "zh");
    const count = async () =>
      (await t.sql<{ n: number }>("select count(*)::int as n from audit_log where entity = 'user' and action = 'language'"))[0].n;
    const before = await count();
    await setLanguage(approver, "en");
    await setLanguage(approver, "en");
    expect(await count()).toBe(before + 1);
    const [row] = await t.sql<{ before: unknown; after: unknown; actor_name: string }>(
      "select before, after, actor_name from audit_log where entity = 'user' and action = 'language' order by id desc limit 1",
    );
    expect(row).toEqual({ before: { language: "zh" }, after: { language: "en" }, actor_name: "Avery Approver" });
  });
});
