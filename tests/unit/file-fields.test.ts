// Issue 14.8: the one list of write keys that come with file fields, and who may upload today.
import { describe, expect, it } from "vitest";
import { FILE_FIELD_KEYS, UPLOAD_PERMISSION, routeAcceptsUploads } from "~/lib/file-fields";
import { FLAT_ROUTES, routeByName } from "~/lib/route-tree";
import { DEMO_ROLES } from "../../server/db/seed";
import { expandGrants } from "../../server/modules/auth/grants";

const may = (role: string) => {
  const granted = new Set(expandGrants(DEMO_ROLES.find((r) => r.name === role)!.grants));
  return [UPLOAD_PERMISSION, ...FILE_FIELD_KEYS].some((k) => granted.has(k));
};

describe("file-field keys", () => {
  it("name only write keys some route's intents need (a misspelt key would grant nothing)", () => {
    const writeKeys = new Set(FLAT_ROUTES.flatMap((r) => Object.values(r.intents)));
    for (const key of FILE_FIELD_KEYS) expect(writeKeys, key).toContain(key);
  });

  it("today: the upload permission is named upload-files, and only admin may upload", () => {
    expect(UPLOAD_PERMISSION).toBe("upload-files");
    expect(["admin", "approver", "operator", "viewer"].filter(may)).toEqual(["admin"]);
  });

  it("a route accepts uploads when one of its intents needs a listed key", () => {
    const currency = routeByName("currency-manage-list")!;
    expect(routeAcceptsUploads(currency)).toBe(false);
    expect(routeAcceptsUploads(currency, ["currency-manage-list-all-right-btns"])).toBe(true);
    expect(routeAcceptsUploads(routeByName("setting")!, ["currency-manage-list-all-right-btns"])).toBe(false);
  });
});
