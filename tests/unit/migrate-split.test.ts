import { describe, expect, it } from "vitest";
import { splitSql } from "../../server/db/migrate";

describe("migration statements", () => {
  it("cuts at a semicolon that ends a line, and keeps a function body whole", () => {
    const sql = `alter table t add column n int;
create function f() returns trigger language plpgsql as $fn$
begin
  update t set n = n + 1;
  return null;
end
$fn$;
-- a comment line
create trigger g after insert on t for each statement execute function f();
select '$.a' as path;`;
    expect(splitSql(sql)).toEqual([
      "alter table t add column n int",
      "create function f() returns trigger language plpgsql as $fn$\nbegin\n  update t set n = n + 1;\n  return null;\nend\n$fn$",
      "create trigger g after insert on t for each statement execute function f()",
      "select '$.a' as path",
    ]);
  });
});
