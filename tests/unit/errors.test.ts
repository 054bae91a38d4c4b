// The API's error values (server/http/errors.ts): codes of the envelope contract, messages in the
// caller's language, and validation errors gathered per field with a readable summary.
import * as z from "zod";
import { describe, expect, it } from "vitest";
import { ApiError, forbidden, notFound, readableIssue, unauthorized, validationError } from "../../server/http/errors";

describe("ApiError.localized", () => {
  it("speaks English unless asked for Chinese and a Chinese text exists", () => {
    const e = new ApiError(409, "Taken", null, "已占用");
    expect(e.localized("en")).toEqual({ message: "Taken", data: null });
    expect(e.localized("zh")).toEqual({ message: "已占用", data: null });
    expect(new ApiError(409, "Taken").localized("zh")).toEqual({ message: "Taken", data: null });
  });

  it("translates the field errors that repeat the message, and only those", () => {
    const e = new ApiError(422, "Bad file", { errors: { file: ["Bad file", "other"], name: ["Bad file"] }, extra: 1 }, "文件有误");
    expect(e.localized("zh")).toEqual({
      message: "文件有误",
      data: { errors: { file: ["文件有误", "other"], name: ["文件有误"] }, extra: 1 },
    });
    expect(e.localized("en").data).toEqual({ errors: { file: ["Bad file", "other"], name: ["Bad file"] }, extra: 1 });
  });

  it("keeps data without field errors as it is", () => {
    expect(new ApiError(409, "x", { current: { v: 1 } }, "乙").localized("zh")).toEqual({ message: "乙", data: { current: { v: 1 } } });
  });
});

describe("the contract's refusals", () => {
  it("401, 403 and 404 with words a person can act on, in both languages", () => {
    expect([unauthorized().code, forbidden().code, notFound().code]).toEqual([401, 403, 404]);
    expect(unauthorized().localized("en").message).toBe("Not signed in or the sign-in has expired");
    expect(unauthorized("Expired").localized("en").message).toBe("Expired");
    expect(unauthorized().localized("zh").message).toBe("认证失效，请重新登陆！");
    expect(forbidden().localized("en").message).toBe("You do not have permission to do this");
    expect(forbidden().localized("zh").message).toBe("您没有执行此操作的权限");
    expect(notFound("Currency", "币种").localized("en").message).toBe("Currency not found");
    expect(notFound("Currency", "币种").localized("zh").message).toBe("币种不存在");
    expect(notFound().localized("en").message).toBe("Record not found");
    expect(notFound().localized("zh").message).toBe("记录不存在");
  });
});

describe("validationError", () => {
  const schema = z
    .strictObject({ a: z.number(), b: z.object({ c: z.string().min(2, "too short") }) })
    .refine((v) => v.a !== 1, "a must not be 1");

  it("gathers every issue under its field path, and sums the first up in the message", () => {
    const r = schema.safeParse({ a: "x", b: { c: "y" } }, { error: readableIssue });
    const e = validationError(r.error!);
    expect(e.code).toBe(422);
    expect(Object.keys((e.data as { errors: object }).errors)).toEqual(["a", "b.c"]);
    expect((e.data as { errors: Record<string, string[]> }).errors["b.c"]).toEqual(["too short"]);
    expect(e.message).toMatch(/^Please check the input \(a: /);
  });

  it("files form-wide issues under _form, without a field name in the summary", () => {
    const e = validationError(schema.safeParse({ a: 1, b: { c: "yy" } }).error!);
    expect(e.data).toEqual({ errors: { _form: ["a must not be 1"] } });
    expect(e.message).toBe("Please check the input (a must not be 1)");
  });

  it("says 'is required' for a missing field, zod's own words otherwise", () => {
    const e = validationError(z.strictObject({ a: z.number() }).safeParse({}, { error: readableIssue }).error!);
    expect(e.data).toEqual({ errors: { a: ["is required"] } });
    expect(readableIssue({ code: "invalid_type", input: "x" })).toBeUndefined();
    expect(readableIssue({ code: "too_big", input: undefined })).toBeUndefined();
  });

  it("an error without issues still reads as invalid input", () => {
    expect(validationError(new z.ZodError([])).message).toBe("Please check the input (Invalid input)");
  });
});
