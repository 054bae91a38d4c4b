// What a form's GET carried back (a picker's search, a wheel's rows changed without JavaScript) as the
// form's values, with literal expectations (issue 41).
import { describe, expect, it } from "vitest";
import { nestRows, typedValues } from "~/features/resource/picker-values";

describe("values a GET carried back", () => {
  it("rows named list[i].box become the list's rows, in index order; other values stay as they came", () => {
    const params = new URLSearchParams(
      "name=Spin&products=12&products=7&prizes[1].name=Try again&prizes[0].name=50 points&prizes[0].kind=points&prizes[1].kind=nothing&prizes[0].points=50",
    );
    expect(nestRows(typedValues(params))).toEqual({
      name: "Spin",
      products: ["12", "7"],
      prizes: [
        { name: "50 points", kind: "points", points: "50" },
        { name: "Try again", kind: "nothing" },
      ],
    });
  });

  it("a row missing between two reads as consecutive rows; a name not of that shape is left alone", () => {
    expect(nestRows({ "prizes[0].name": "a", "prizes[2].name": "c", "prizes[x].name": "?" })).toEqual({
      prizes: [{ name: "a" }, { name: "c" }],
      "prizes[x].name": "?",
    });
  });
});
