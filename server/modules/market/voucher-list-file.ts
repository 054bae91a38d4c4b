import {
  parseSendList,
  sendLine,
  SEND_UPLOAD_MAX_BYTES,
  SEND_UPLOAD_MAX_LINES,
  withoutHeader,
  type SendLine,
} from "../../../app/features/market-tool/voucher-rules";
import { ApiError } from "../../http/errors";
import { readFirstColumn, SheetError, SheetLimitError } from "../../excel/read";
import { fileError, isZip } from "../../excel/receive";

// An uploaded customer list: a .csv or .txt (one customer id or email a line, as the paste box; a
// CSV line keeps its first cell) or an .xlsx (the first column of the first sheet). The type is
// judged by the bytes, not the name alone: a name must say .csv/.txt/.xlsx, and its content must
// be what the name says (a workbook is a zip; a text list is UTF-8 without NUL bytes). Every
// refusal is on the `file` field, in en and zh. A header row ("email", "customer_id", "客户", …) as
// the first line is skipped (withoutHeader), so it is neither sent nor counted.

const MB = SEND_UPLOAD_MAX_BYTES / 1024 / 1024;
const maxLines = SEND_UPLOAD_MAX_LINES.toLocaleString("en-US");

export const refuseList = {
  tooLarge: () => fileError(`The customer list is larger than ${MB} MB`, `顾客名单文件不能超过 ${MB} MB`),
  wrongName: () => fileError("Choose a .csv, .txt or .xlsx file", "请选择 .csv、.txt 或 .xlsx 文件"),
  notXlsx: () => fileError("The file is named .xlsx but is not an Excel workbook", "文件名为 .xlsx，但内容不是 Excel 工作簿"),
  notText: () =>
    fileError(
      "The file is not a plain-text list: save it as .csv or .txt in UTF-8",
      "文件不是纯文本名单：请另存为 UTF-8 编码的 .csv 或 .txt",
    ),
  unreadable: () => fileError("The file could not be read as an .xlsx spreadsheet", "无法读取该 .xlsx 表格"),
  empty: () => fileError("The file names no customer: one customer id or email a line", "文件中没有顾客：每行一个顾客 ID 或邮箱"),
  tooMany: (n: number) =>
    fileError(
      `The file lists ${n.toLocaleString("en-US")} customers: at most ${maxLines} in one send`,
      `文件中有 ${n.toLocaleString("en-US")} 个顾客，一次最多发放 ${maxLines} 个`,
    ),
};

const kindOf = (fileName: string) => /\.(csv|txt|xlsx)$/i.exec(fileName)?.[1].toLowerCase() as "csv" | "txt" | "xlsx" | undefined;

/** The refusal of a file whose name or bytes are not a customer list, or null (receiveFile's check). */
export function checkListFile(file: Buffer, fileName: string): ApiError | null {
  const kind = kindOf(fileName);
  if (!kind) return refuseList.wrongName();
  if (kind === "xlsx") return isZip(file) ? null : refuseList.notXlsx();
  return isZip(file) || file.includes(0) || !isUtf8(file) ? refuseList.notText() : null;
}

function isUtf8(file: Buffer): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(file);
    return true;
  } catch {
    return false;
  }
}

/** The lines of a checked list file, refused when it names no customer or more than the limit. */
export async function readListFile(file: Buffer, fileName: string): Promise<SendLine[]> {
  let lines: SendLine[];
  if (kindOf(fileName) === "xlsx") {
    lines = [];
    try {
      for await (const row of readFirstColumn(file)) {
        const l = sendLine(row.line, row.text);
        if (l) lines.push(l);
      }
    } catch (err) {
      if (err instanceof SheetLimitError) throw fileError(err.message, err.zh ?? err.message);
      if (err instanceof SheetError) throw refuseList.unreadable();
      throw err;
    }
  } else {
    lines = parseSendList(file.toString("utf8"));
  }
  lines = withoutHeader(lines);
  if (!lines.length) throw refuseList.empty();
  if (lines.length > SEND_UPLOAD_MAX_LINES) throw refuseList.tooMany(lines.length);
  return lines;
}
