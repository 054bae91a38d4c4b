// Spec section 3: times travel in UTC with a US West display copy, suffix _transform.
import { describe, expect, it } from "vitest";
import { withUsWestCopies } from "../../server/http/us-west-copies";

describe("withUsWestCopies", () => {
  it("adds the copy of each of the four times, in winter and in summer time, in nested lists", () => {
    const answer = {
      list: [{ id: 1, start_at: "2026-01-15T08:00:00.000Z", end_at: new Date("2026-07-01T06:59:59Z"), name: "x" }],
      event: { created_at: "2026-03-08T10:30:00Z", updated_at: null, other_at: "2026-03-08T10:30:00Z" },
    };
    expect(withUsWestCopies(answer)).toEqual({
      list: [
        {
          id: 1,
          start_at: "2026-01-15T08:00:00.000Z",
          start_at_transform: "2026-01-15 00:00:00",
          end_at: new Date("2026-07-01T06:59:59Z"),
          end_at_transform: "2026-06-30 23:59:59",
          name: "x",
        },
      ],
      event: {
        created_at: "2026-03-08T10:30:00Z",
        created_at_transform: "2026-03-08 03:30:00",
        updated_at: null,
        other_at: "2026-03-08T10:30:00Z",
      },
    });
  });

  it("leaves alone what is not a time, and a copy the answer already has", () => {
    expect(withUsWestCopies({ start_at: "soon", end_at: 5, created_at: "2026-01-01T00:00:00Z", created_at_transform: "kept" })).toEqual({
      start_at: "soon",
      end_at: 5,
      created_at: "2026-01-01T00:00:00Z",
      created_at_transform: "kept",
    });
    expect(withUsWestCopies(null)).toBe(null);
    // a change log's snapshots stay as stored: a copy there would show as a change of its own
    const log = {
      created_at: "2026-01-01T08:00:00Z",
      before: { start_at: "2026-01-01T08:00:00Z" },
      after: { start_at: "2026-01-02T08:00:00Z" },
    };
    expect(withUsWestCopies(log)).toEqual({ ...log, created_at_transform: "2026-01-01 00:00:00" });
    expect(withUsWestCopies([1, "a"])).toEqual([1, "a"]);
  });
});
