import { minorToText } from "../../app/domain/event-price";
import { formatUsWest } from "../../app/lib/time";
import type { HeadingMap } from "./read";
import type { ExcelColumn } from "./write";

// The one way every export speaks to its reader (issue 41, minor): headings in the caller's
// language, money as number cells with its currency's decimals, counts as integers, times in US
// West as text. An import that reads back a sheet the console gave out finds its columns by either
// language's heading (importHeadings), so a zh sheet edited and uploaded again is read like an en one.

export type SheetLang = "zh" | "en";
/** A column's heading in both languages (a code such as "SKU" is the same in both). */
export type Heading = { en: string; zh: string };

/** The caller's language for a sheet's headings: zh when the request asks for it, else en. */
export const sheetLang = (req: { headers: Record<string, unknown> }): SheetLang =>
  /^zh/i.test(String(req.headers["accept-language"] ?? "")) ? "zh" : "en";

export interface SheetColumn<R> extends Omit<ExcelColumn<R>, "header"> {
  head: Heading;
}

/** The columns with their headings in `lang`. */
export function sheetColumns<R>(lang: SheetLang, columns: SheetColumn<R>[]): ExcelColumn<R>[] {
  return columns.map(({ head, ...c }) => ({ ...c, header: head[lang] }));
}

/** A money cell: minor units as the number they mean (1299 with 2 decimals → 12.99), exactly. */
export const moneyCell = (minor: string | number | bigint | null | undefined, decimals: number): number | null =>
  minor === null || minor === undefined || minor === "" ? null : Number(minorToText(minor, decimals));

/** A stored decimal amount ("12.5000") as a number cell. */
export const amountCell = (amount: string | number | null | undefined): number | null =>
  amount === null || amount === undefined || amount === "" ? null : Number(amount);

/** A moment as US West text, the way the console shows it. */
export const timeCell = (value: string | Date | null | undefined): string | null => (value ? formatUsWest(value) : null);

/** An import's column found by its heading in either language (and its old key, for older files). */
export function importHeadings(columns: Record<string, { head: Heading; also?: string[]; optional?: boolean }>): HeadingMap {
  return Object.fromEntries(
    Object.entries(columns).map(([key, c]) => [key, { names: [c.head.en, c.head.zh, ...(c.also ?? [])], optional: c.optional }]),
  );
}

/** Headings several sheets share, so one thing is called the same in every file. */
export const HEADS = {
  sku: { en: "SKU", zh: "SKU" },
  spu: { en: "SPU", zh: "SPU" },
  product: { en: "Product", zh: "商品" },
  productId: { en: "Product ID", zh: "商品 ID" },
  productName: { en: "Product name", zh: "商品名称" },
  status: { en: "Status", zh: "状态" },
  stock: { en: "Stock", zh: "库存" },
  site: { en: "Site", zh: "站点" },
  currency: { en: "Currency", zh: "币种" },
  name: { en: "Name", zh: "名称" },
  sort: { en: "Sort", zh: "排序" },
  createdBy: { en: "Created by", zh: "创建人" },
  createdAt: { en: "Created at (US West)", zh: "创建时间（美西）" },
  updatedAt: { en: "Updated at (US West)", zh: "更新时间（美西）" },
} as const satisfies Record<string, Heading>;

/** "yes"/"no" in the sheet's language */
export const yesNo = (lang: SheetLang, v: boolean) => (lang === "zh" ? (v ? "是" : "否") : v ? "yes" : "no");
