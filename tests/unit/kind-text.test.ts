// A kind's text field is one line unless declared multi-line (issue 39 point 4): a line break, a tab
// or a direction override in a title could forge a line of a mail or a log, so both the API's body
// and the console's form refuse them; a multi-line text keeps its line breaks. Expectations are the
// issue's words, written here, not read from the code.
import { describe, expect, it } from "vitest";
import { defineKind } from "~/domain/kinds/kind";
import { apiBody, formSchema } from "~/domain/kinds/schemas";
import { ENABLE_TERMINATE } from "~/domain/kinds/enable-terminate";

const probe = defineKind({
  entity: "probe",
  noun: { en: "Probe", zh: "探针" },
  route: "probe-list",
  table: "probes",
  lifecycle: ENABLE_TERMINATE,
  api: { list: "/api/probe/paginate", one: "/api/probe" },
  order: "id desc",
  text: {
    create: "probe.create",
    createTitle: "probe.createTitle",
    editTitle: "probe.editTitle",
    label: "probe.title",
    kind: "probe.kind",
  },
  fields: {
    title: { kind: "text", label: "probe.title", max: 100 },
    note: { kind: "text", label: "probe.note", max: 500, multiline: true, required: false },
  },
});

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("a kind's text fields", () => {
  const api = apiBody(probe, "create");
  const form = formSchema(probe);

  it("refuses a line break, a tab or a direction override in a one-line text, in the API and the form", () => {
    for (const title of ["Spring\nOpen the record: http://evil.example", "a\tb", "abc\u202Edcba"]) {
      expect(errorsOf(api.safeParse({ title, note: "" }))).toEqual({
        title: "must be one line without control characters (line breaks, tabs, direction marks)",
      });
      expect(errorsOf(form.safeParse({ title, note: "" }))).toEqual({ title: "v.oneLine" });
    }
  });

  it("keeps a multi-line text's line breaks and takes a plain title", () => {
    expect(api.safeParse({ title: "Spring sale", note: "line one\nline two" }).success).toBe(true);
    expect(form.safeParse({ title: "Spring sale", note: "line one\nline two" }).success).toBe(true);
  });
});
