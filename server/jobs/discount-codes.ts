import crypto from "node:crypto";
import * as z from "zod";
import { CODE_ALPHABET } from "../../app/features/market-tool/discount-rules";
import type { Queryable } from "../db/client";
import { defineJob } from "./define";

// Makes one batch of discount codes. Codes are drawn in chunks of CHUNK: each chunk is one
// `ctx.once` step, so a job run again after a crash adds only the chunks not yet made and the batch
// ends with exactly the count asked for. Memory stays flat in the count (one chunk at a time), and
// the database does the uniqueness check in one set-based insert per round (`on conflict do
// nothing` on the unique index over every code ever made): a drawn code that already exists is
// simply drawn again.

const CHUNK = 5000;
/** rounds to fill one chunk before the code space is taken as exhausted (a clash is ~never) */
const MAX_ROUNDS = 50;

/** `n` random codes: the prefix, then `length` symbols of the alphabet (5 random bits each). */
export function drawCodes(prefix: string, length: number, n: number): string[] {
  const bytes = crypto.randomBytes(n * length);
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    let s = prefix;
    for (let j = 0; j < length; j++) s += CODE_ALPHABET[bytes[i * length + j] & 31];
    out[i] = s;
  }
  return out;
}

class CodeSpaceExhausted extends Error {}

interface Batch {
  id: number;
  prefix: string;
  code_length: number;
  requested: number;
  status: string;
}

async function fillChunk(q: Queryable, b: Batch, want: number) {
  let made = 0;
  for (let round = 0; made < want; round++) {
    if (round >= MAX_ROUNDS) throw new CodeSpaceExhausted();
    const [r] = await q.query<{ n: number }>(
      `with ins as (insert into discount_codes (batch_id, code) select $1, c from unnest($2::text[]) as c
         on conflict (code) do nothing returning 1)
       select count(*)::int as n from ins`,
      [b.id, drawCodes(b.prefix, b.code_length, want - made)],
    );
    made += r.n;
  }
  await q.query("update discount_code_batches set generated = generated + $2 where id = $1", [b.id, want]);
}

export const discountCodesJob = defineJob<{ batch_id: number }>({
  name: "market.discount-codes",
  data: z.object({ batch_id: z.number().int().positive() }),
  retryLimit: 3,
  async run(ctx) {
    const [b] = await ctx.db.query<Batch>("select id, prefix, code_length, requested, status from discount_code_batches where id = $1", [
      ctx.data.batch_id,
    ]);
    if (!b || b.status === "done" || b.status === "failed") return;
    await ctx.db.query("update discount_code_batches set status = 'running' where id = $1 and status = 'queued'", [b.id]);
    const chunks = Math.ceil(b.requested / CHUNK);
    try {
      for (let i = 0; i < chunks; i++) {
        const want = Math.min(CHUNK, b.requested - i * CHUNK);
        await ctx.once(`chunk-${i}`, (q) => fillChunk(q, b, want));
        await ctx.progress(Math.min((i + 1) * CHUNK, b.requested), b.requested);
      }
    } catch (err) {
      if (!(err instanceof CodeSpaceExhausted)) throw err;
      // no retry can help: the prefix and length leave too few unused codes
      await ctx.once("fail", async (q) => {
        await q.query("update discount_code_batches set status = 'failed', error = 'code_space', finished_at = now() where id = $1", [
          b.id,
        ]);
      });
      return;
    }
    await ctx.once("finish", async (q) => {
      await q.query("update discount_code_batches set status = 'done', finished_at = now() where id = $1", [b.id]);
    });
  },
});
