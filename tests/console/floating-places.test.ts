// Issue 38: the home and commercial floating bars share one table told apart by place. Each place's
// form page opens and saves its own bars only: the other place's bar is not found there (404), and a
// save posted to it changes nothing.
import { afterAll, beforeAll, expect, test } from "vitest";
import { startInProcessConsole, type InProcessConsole } from "./in-process";

let app: InProcessConsole;
let cookie: string;
let home: { id: number; version: number; title: string };
let commercial: { id: number; version: number; title: string };
beforeAll(async () => {
  app = await startInProcessConsole();
  cookie = await app.session("admin", "en");
  const first = async (place: string) =>
    (
      await app.api.sql<{ id: number; version: number; title: string }>(
        `select id, version, title from floating_configs where place = '${place}' order by id limit 1`,
      )
    )[0];
  [home, commercial] = [await first("home"), await first("commercial")];
});
afterAll(() => app?.close());

test("each place's form page opens its own bar and answers 404 for the other place's", async () => {
  expect((await app.request(`/resource/home-suspension-bar/${home.id}`, { cookie })).status).toBe(200);
  expect((await app.request(`/resource/commercial-floating-bar/${commercial.id}`, { cookie })).status).toBe(200);
  expect((await app.request(`/resource/home-suspension-bar/${commercial.id}`, { cookie })).status).toBe(404);
  expect((await app.request(`/resource/commercial-floating-bar/${home.id}`, { cookie })).status).toBe(404);
});

test("a save posted to the other place's bar is 404 and the bar stays where it was, unchanged", async () => {
  const res = await app.request(`/resource/home-suspension-bar/${commercial.id}`, {
    cookie,
    form: { intent: "update", version: String(commercial.version), title: "Moved home" },
  });
  expect(res.status).toBe(404);
  const [after] = await app.api.sql<{ place: string; title: string; version: number }>(
    `select place, title, version from floating_configs where id = ${commercial.id}`,
  );
  expect(after).toEqual({ place: "commercial", title: commercial.title, version: commercial.version });
});
