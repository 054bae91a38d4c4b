import type { Api } from "~/lib/api.server";
import { moveRecord, readRecord } from "~/lib/record-api.server";

// The typed client of a listed record (a ranking, an exclusive offer) at its API base `<one>`: the
// record read at `<one>/<id>`, moved online / offline at `<one>/change-status`.

export const listedApi = <Row>(api: Api, p: { one: string }) => ({
  show: (id: number) => readRecord<Row>(api, p.one, id),
  transition: (id: number, intent: "online" | "offline") => moveRecord<Row>(api, p, id, intent),
});
