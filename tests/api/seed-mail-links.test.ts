// The demo seed's mails (a budget's review requests and outcomes) link to the console where the
// API is told it is, CONSOLE_URL, not to a default address (issue 41, minor): the seed takes the
// API's own configuration, as every mail the API writes later does.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./helpers";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ env: { CONSOLE_URL: "https://console.example.test/" } });
});
afterAll(() => t?.close());

it("every link of every seeded mail starts with CONSOLE_URL, in the links and in the text", async () => {
  const mails = await t.sql<{ body: string; links: string[] }>("select body, links from mail_outbox order by id");
  expect(mails.length).toBeGreaterThan(0);
  for (const m of mails) {
    expect(m.links.length).toBeGreaterThan(0);
    for (const link of m.links) expect(link).toMatch(/^https:\/\/console\.example\.test\/[a-z]/);
    for (const url of m.body.match(/https?:\/\/\S+/g) ?? []) expect(url).toMatch(/^https:\/\/console\.example\.test\//);
  }
});
