// Image fields (ui/ImageField.tsx): what the form's schema reads — a chosen file stands in for the
// field's URL by its name, "remove" empties it, an untouched field keeps its stored URL.
import { describe, expect, it } from "vitest";
import { isStoredImage, withChosenImages } from "~/lib/image-fields";

const form = (entries: [string, string | File][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};
const STORED = "https://cdn.example-shop.com/origin/event/2026/11/ab12.png";

describe("withChosenImages", () => {
  it("keeps the stored URL when nothing is chosen and drops the file inputs", () => {
    const out = withChosenImages(
      form([
        ["icon", STORED],
        ["icon__file", new File([], "")],
        ["title", "Sizes"],
      ]),
      ["icon"],
    );
    expect([...out.entries()]).toEqual([
      ["icon", STORED],
      ["title", "Sizes"],
    ]);
  });

  it("puts a chosen file's name in the field, whatever remove says", () => {
    const out = withChosenImages(
      form([
        ["icon", STORED],
        ["icon__file", new File(["x"], "size.webp")],
        ["icon__remove", "on"],
      ]),
      ["icon"],
    );
    expect(out.get("icon")).toBe("size.webp");
    expect(out.has("icon__remove")).toBe(false);
  });

  it("empties a field whose remove is ticked, for fields named with a path", () => {
    const out = withChosenImages(
      form([
        ["steps[1].image", STORED],
        ["steps[1].image__remove", "on"],
      ]),
      ["icon", "steps[1].image"],
    );
    expect(out.get("steps[1].image")).toBe("");
    expect(out.has("icon")).toBe(false);
  });
});

describe("isStoredImage", () => {
  it("takes an address, not a file name standing in for one", () => {
    expect(isStoredImage(STORED)).toBe(true);
    expect(isStoredImage("size.png")).toBe(false);
    expect(isStoredImage(undefined)).toBe(false);
  });
});
