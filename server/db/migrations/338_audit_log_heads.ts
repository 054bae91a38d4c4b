// A log entry that names SKUs can name 10,000 of them (an import, a batch from a pool). The event
// log shows the first 20 and the count; cutting them from the whole value on every read decompressed
// and parsed each entry's full list (about 1 ms an entry, the largest part of an event's detail page).
// Kept beside the row when it is written instead: the head of the list (the value itself, or its
// `rows` or `changes`) and how many it names; null heads where the value names no list.
const HEAD = 20;
const first = (x: string) => `jsonb_path_query_array(${x}, '$[0 to ${HEAD - 1}]')`;
const head = (col: string) => `case
  when jsonb_typeof(${col}) = 'array' then ${first(col)}
  when jsonb_typeof(${col}->'rows') = 'array' then jsonb_set(${col}, '{rows}', ${first(`${col}->'rows'`)})
  when jsonb_typeof(${col}->'changes') = 'array' then jsonb_set(${col}, '{changes}', ${first(`${col}->'changes'`)})
  end`;
const arr = (x: string) => `case when jsonb_typeof(${x}) = 'array' then ${x} end`;
const lines = `coalesce(${["after", "before", "after->'rows'", "after->'changes'"].map((x) => `jsonb_array_length(${arr(x)})`).join(", ")}, 0)`;

export const auditLogHeads = /* sql */ `
alter table audit_log
  add column before_head jsonb generated always as (${head("before")}) stored,
  add column after_head jsonb generated always as (${head("after")}) stored,
  add column sku_lines integer generated always as (${lines}) stored;
`;
