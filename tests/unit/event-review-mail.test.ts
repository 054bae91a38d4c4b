// Event revisions' review mails and links (server/modules/events/reviews.ts), as the examiner and
// the author read them: issue 11 asks for a mailed deep link to the revision and the decision sent
// back to its author, in the reader's language. Expected text is written out here.
import { describe, expect, it } from "vitest";
import { REVISION_REVIEWS } from "../../server/modules/events/reviews";

const rev = {
  id: 12,
  event_name: "Summer deals",
  site: "us",
  note: "Lower three prices",
  actor_name: "Olive Operator",
  changes: [{}, {}, {}],
};

describe("event revision mails", () => {
  it("an examiner of daily specials reads who proposes how many SKUs of which event, and the note", () => {
    expect(REVISION_REVIEWS.daily_special.mail.submitted(rev, "en")).toEqual({
      subject: "Daily specials: revision #12 of “Summer deals” waits for your review",
      summary: [
        "Olive Operator proposes new figures for 3 SKUs of “Summer deals” (the United States site).",
        { quote: "Lower three prices" },
      ],
    });
    expect(REVISION_REVIEWS.flash_sale.mail.submitted(rev, "zh")).toEqual({
      subject: "限时抢购：活动“Summer deals”的修订 #12 等待您审核",
      summary: ["Olive Operator 为活动“Summer deals”（站点“美国”）的 3 个 SKU 提交了新数据。", { quote: "Lower three prices" }],
    });
  });

  it("the author reads the outcome and who decided", () => {
    const decided = { ...rev, actor_name: "Avery Approver" };
    expect(REVISION_REVIEWS.flash_sale.mail.decided(decided, "pass", "", "en")).toEqual({
      subject: "Flash sales: revision #12 of “Summer deals” Passed",
      summary: ["Avery Approver decided revision #12 of “Summer deals”: Passed."],
    });
    expect(REVISION_REVIEWS.daily_special.mail.decided(decided, "reject", "No", "zh")).toEqual({
      subject: "每日特价：活动“Summer deals”的修订 #12 已驳回",
      summary: ["Avery Approver 已处理活动“Summer deals”的修订 #12：已驳回。"],
    });
  });

  it("a row without its event, changes or note leaves those parts empty", () => {
    expect(REVISION_REVIEWS.daily_special.mail.submitted({ id: 5 }, "en")).toEqual({
      subject: "Daily specials: revision #5 of “” waits for your review",
      summary: [" proposes new figures for 0 SKUs of “” (the  site).", { quote: "" }],
    });
  });

  it("the link opens the revision on its kind's detail page; the examiners are the kind's review key holders", () => {
    expect(REVISION_REVIEWS.daily_special.link({ id: 12 }, "examine")).toBe("/activity/daily-specials-detail?type=revision&id=12");
    expect(REVISION_REVIEWS.flash_sale.link({ id: 12 }, "view")).toBe("/activity/flash-sale-detail?type=revision&id=12");
    expect(REVISION_REVIEWS.daily_special.examiners).toEqual(["daily-specials-review"]);
    expect(REVISION_REVIEWS.flash_sale.examiners).toEqual(["flash-sale-review"]);
  });
});
