// Field errors that the handlers raise after the body's own schema (a pool picker's search, a help
// entry's placement rules, a record id in the path, a region's parent) answer a zh caller in
// Chinese beside their fields, as every 422 does (issue 41 §12).
import { describe, expect, it } from "vitest";
import { adminApi } from "./helpers";

const { t, admin } = await adminApi();

const ZH = { "accept-language": "zh-CN,zh;q=0.9" };
const EN = { "accept-language": "en" };

describe("field errors raised by the handlers, in the caller's language", () => {
  it("the pool picker's search: a person's name on two lines", async () => {
    const pick = (headers: Record<string, string>) =>
      t.post(
        "/api/product_pool/pool/pick_products/0/0/0",
        { name: "Mends pool", site: "us", filter: "designer=Ann%0ALee" },
        { token: admin, headers },
      );
    const [en, zh] = [await pick(EN), await pick(ZH)];
    expect([en.status, zh.status]).toEqual([422, 422]);
    expect(en.body.data.errors).toEqual({
      "filter.designer": ["must be one line without control characters (line breaks, tabs, direction marks)"],
    });
    expect(zh.body.data.errors).toEqual({ "filter.designer": ["只能填写一行：不能含换行、制表符或其他控制字符"] });
    expect(zh.body.message).toBe("请检查输入（只能填写一行：不能含换行、制表符或其他控制字符）");
  });

  it("a help-center title entry without its icon", async () => {
    const create = (headers: Record<string, string>) =>
      t.post("/api/help-center/create", { texts: { en: { title: "Mends returns" } } }, { token: admin, headers });
    const [en, zh] = [await create(EN), await create(ZH)];
    expect([en.status, zh.status]).toEqual([422, 422]);
    expect(en.body.data.errors).toEqual({ icon: ["Please upload an icon"] });
    expect(en.body.message).toBe("Please check the input (icon: Please upload an icon)");
    expect(zh.body.data.errors).toEqual({ icon: ["请上传图标"] });
    expect(zh.body.message).toBe("请检查输入（请上传图标）");
  });

  it("a text's id in the path that is not a number", async () => {
    const open = (headers: Record<string, string>) => t.get("/api/config/translate/abc", { token: admin, headers });
    const [en, zh] = [await open(EN), await open(ZH)];
    expect([en.status, zh.status]).toEqual([422, 422]);
    expect(en.body.data.errors).toEqual({ id: ["must be a positive integer"] });
    expect(zh.body.data.errors).toEqual({ id: ["必须是正整数"] });
    expect(zh.body.message).toBe("请检查输入（必须是正整数）");
  });

  it("a district placed under a state instead of a city", async () => {
    const [state] = await t.sql<{ id: number }>("select id from regions where level = 1 order by id limit 1");
    const create = (headers: Record<string, string>) =>
      t.post("/api/config/district/create", { parent_id: state.id, name: "Mends district", sort: 0 }, { token: admin, headers });
    const [en, zh] = [await create(EN), await create(ZH)];
    expect([en.status, zh.status]).toEqual([422, 422]);
    expect(en.body.data.errors).toEqual({ parent_id: ["must be a city"] });
    expect(zh.body.data.errors).toEqual({ parent_id: ["必须是城市"] });
    // one field's refusal: its words are the message too (as the site-currency refusal)
    expect(zh.body.message).toBe("必须是城市");
  });
});
