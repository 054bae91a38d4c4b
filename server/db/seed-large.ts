import type { Db } from "./client";
import { seedLargeGoods } from "./seed-large-goods";

// `npm run cli -- seed --scale large`: the data set the scale figures are measured on. One function
// per area (goods here; categories join with one line), each idempotent: it tops its tables up to
// the target and does nothing on a second run. Progress goes to `report` as "area: done/total".
export type Progress = (area: string, done: number, total: number) => void;

export const LARGE_SEEDS: ((db: Db, report: Progress) => Promise<void>)[] = [seedLargeGoods];

export async function seedLarge(db: Db, report: Progress): Promise<void> {
  for (const seed of LARGE_SEEDS) await seed(db, report);
}

/** A progress bar on a terminal, a line per step otherwise. */
export function progressBar(out: NodeJS.WriteStream = process.stderr): Progress {
  return (area, done, total) => {
    const width = 30;
    const filled = Math.round((done / Math.max(total, 1)) * width);
    const line = `${area.padEnd(10)} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${done.toLocaleString("en-US")}/${total.toLocaleString("en-US")}`;
    out.write(out.isTTY ? `\r${line}${done >= total ? "\n" : ""}` : `${line}\n`);
  };
}
