import type * as z from "zod";
import { zhMessage } from "./zh-messages";

// One zod issue in Chinese: the schema's own message when zh-messages.ts knows it, else words
// made from the issue itself (its kind and limits) — zod's default English never reaches a
// Chinese form (issue 41 §12).

const TYPES: Record<string, string> = {
  number: "必须是数字",
  int: "必须是整数",
  string: "必须是文本",
  boolean: "必须是 true 或 false",
  array: "必须是列表",
  object: "必须是对象",
  date: "必须是日期",
};

export function zhIssue(issue: z.core.$ZodIssue): string {
  const known = zhMessage(issue.message);
  if (known) return known;
  switch (issue.code) {
    case "too_small": {
      const n = String(issue.minimum);
      if (issue.origin === "string") return n === "1" ? "不能为空" : `至少 ${n} 个字符`;
      if (issue.origin === "array" || issue.origin === "set") return `至少 ${n} 项`;
      return issue.inclusive === false ? `必须大于 ${n}` : `不能小于 ${n}`;
    }
    case "too_big": {
      const n = String(issue.maximum);
      if (issue.origin === "string") return `最多 ${n} 个字符`;
      if (issue.origin === "array" || issue.origin === "set") return `最多 ${n} 项`;
      return issue.inclusive === false ? `必须小于 ${n}` : `不能大于 ${n}`;
    }
    case "invalid_type":
      return TYPES[issue.expected] ?? "格式不正确";
    case "invalid_value":
      return `必须是以下之一：${issue.values.map(String).join("、")}`;
    case "unrecognized_keys":
      return `不接受的字段：${issue.keys.join("、")}`;
    case "not_multiple_of":
      return `必须是 ${String(issue.divisor)} 的倍数`;
    case "invalid_format":
    case "invalid_union":
    case "invalid_key":
    case "invalid_element":
      return "格式不正确";
    default:
      return "输入有误";
  }
}
