import type { Db } from "./client";
import { seedLargeCategories } from "./seed-large-categories";
import { seedLargeGoods } from "./seed-large-goods";

// `npm run cli -- seed --scale large`: the data set the scale figures are measured on. One function
// per area (goods, then categories), each idempotent: it tops its tables up to
// the target and does nothing on a second run. Progress goes to `report` as "area: done/total".
export type Progress = (area: string, done: number, total: number) => void;

// categories after goods: their leaves take the products and show the pools
export const LARGE_SEEDS: ((db: Db, report: Progress) => Promise<void>)[] = [seedLargeGoods, seedLargeCategories];

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
