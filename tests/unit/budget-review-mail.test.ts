// The budget area's review mails and links (server/modules/budget/reviews.ts), read as the
// examiner and the submitter read them: issue 10 asks for a summary in the reader's language and a
// link straight to the record, in examine mode for examiners. Expected text is written out here.
import { describe, expect, it } from "vitest";
import { BUDGET_REVIEW_DEF, CODE_REVIEW_DEF, REVISION_REVIEW_DEF } from "../../server/modules/budget/reviews";

const budget = {
  id: 42,
  code: "BG-2031-0007",
  actor_name: "Olive Operator",
  purpose: "Fall fleece launch, Canada",
  department_name: "Marketing",
  site_abbr: "ca",
  currency: "CAD",
  amount: "12000.50",
  period_start: "2031-09-01",
  period_end: "2031-10-31",
};

describe("budget review mails", () => {
  it("an examiner reads who submitted which budget, its purpose and figures, in English and Chinese", () => {
    expect(BUDGET_REVIEW_DEF.mail.submitted(budget, "en")).toEqual({
      subject: "Review needed: budget BG-2031-0007",
      summary: [
        "Olive Operator submitted budget BG-2031-0007 for review.",
        "Fall fleece launch, Canada",
        "Marketing · Canada · CAD 12,000.50 · 2031-09-01 – 2031-10-31",
      ],
    });
    expect(BUDGET_REVIEW_DEF.mail.submitted(budget, "zh")).toEqual({
      subject: "待审核：预算 BG-2031-0007",
      summary: [
        "Olive Operator 提交了预算 BG-2031-0007，请审核。",
        "Fall fleece launch, Canada",
        "Marketing · 加拿大 · CAD 12,000.50 · 2031-09-01 – 2031-10-31",
      ],
    });
  });

  it("the submitter reads the outcome and who decided it", () => {
    const row = { ...budget, actor_name: "Avery Approver" };
    expect(BUDGET_REVIEW_DEF.mail.decided(row, "pass", "", "en")).toEqual({
      subject: "budget BG-2031-0007: Passed",
      summary: [
        "budget BG-2031-0007 was Passed by Avery Approver.",
        "Fall fleece launch, Canada",
        "Marketing · Canada · CAD 12,000.50 · 2031-09-01 – 2031-10-31",
      ],
    });
    expect(BUDGET_REVIEW_DEF.mail.decided(row, "reject", "Too high", "zh")).toMatchObject({
      subject: "预算 BG-2031-0007：已驳回",
      summary: [
        "预算 BG-2031-0007 已由 Avery Approver 审核，结果：已驳回。",
        "Fall fleece launch, Canada",
        "Marketing · 加拿大 · CAD 12,000.50 · 2031-09-01 – 2031-10-31",
      ],
    });
  });

  it("dates given as Date values show as their day; a record without a period or figures leaves those parts empty", () => {
    const dated = { ...budget, period_start: new Date("2031-09-01T00:00:00Z"), period_end: new Date("2031-10-31T00:00:00Z") };
    expect(BUDGET_REVIEW_DEF.mail.submitted(dated, "en").summary[2]).toBe("Marketing · Canada · CAD 12,000.50 · 2031-09-01 – 2031-10-31");
    expect(BUDGET_REVIEW_DEF.mail.submitted({ id: 9 }, "en")).toEqual({
      subject: "Review needed: budget #9",
      // no period: the figures end at the amount, with no empty last part
      summary: [" submitted budget #9 for review.", "", " ·  · "],
    });
    // a decision on a record that lost its purpose, its code and its decider's name: empty parts, never "undefined"
    expect(CODE_REVIEW_DEF.mail.decided({ id: 5 }, "reject", "No", "en")).toEqual({
      subject: "budget code #5: Rejected",
      summary: ["budget code #5 was Rejected by .", "", " ·  · "],
    });
  });

  it("a revision is named by its budget's code; a code by its own code and name, with its cap", () => {
    const rev = {
      id: 7,
      mail_name: "BG-2031-0007",
      code: "ignored",
      purpose: "More social",
      site_abbr: "ca",
      currency: "CAD",
      amount: "15000.00",
      department_name: "Marketing",
      period_start: "2031-09-01",
      period_end: "2031-10-31",
      actor_name: "Olive Operator",
    };
    expect(REVISION_REVIEW_DEF.mail.submitted(rev, "en")).toEqual({
      subject: "Review needed: budget revision BG-2031-0007",
      summary: [
        "Olive Operator submitted budget revision BG-2031-0007 for review.",
        "More social",
        "Marketing · Canada · CAD 15,000.00 · 2031-09-01 – 2031-10-31",
      ],
    });
    const code = {
      id: 3,
      code: "BTS-US-SOCIAL",
      name: "Back-to-school paid social",
      cap: "20000.00",
      currency: "USD",
      site_abbr: "us",
      department_name: "Marketing",
      actor_name: "Avery Approver",
    };
    expect(CODE_REVIEW_DEF.mail.decided(code, "pass", "", "zh")).toEqual({
      subject: "预算编码 BTS-US-SOCIAL：已通过",
      summary: [
        "预算编码 BTS-US-SOCIAL 已由 Avery Approver 审核，结果：已通过。",
        "Back-to-school paid social",
        "Marketing · 美国 · USD 20,000.00",
      ],
    });
  });

  it("links open the record: examine mode for examiners, view mode for the submitter", () => {
    expect(BUDGET_REVIEW_DEF.link({ id: 42 }, "examine")).toBe("/market-tool/budget-detail/42?type=common_examine");
    expect(BUDGET_REVIEW_DEF.link({ id: 42 }, "view")).toBe("/market-tool/budget-detail/42?type=common");
    expect(REVISION_REVIEW_DEF.link({ id: 7 }, "examine")).toBe("/market-tool/budget-detail/7?type=revision_examine");
    expect(REVISION_REVIEW_DEF.link({ id: 7 }, "view")).toBe("/market-tool/budget-detail/7?type=revision");
    expect(CODE_REVIEW_DEF.link({ id: 3 }, "examine")).toBe("/market-tool/budget-list?view=codes&code=3");
  });
});
