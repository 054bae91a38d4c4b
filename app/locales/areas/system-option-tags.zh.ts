import type { systemOptionTagsEn } from "./system-option-tags.en";

// 中文文案：选项值标签（oc-attribute-tag-manage）；并入 ../zh.ts。
export const systemOptionTagsZh: Record<keyof typeof systemOptionTagsEn, string> = {
  "optag.table": "选项值标签",
  "optag.create": "关联标签",
  "optag.createTitle": "为选项值关联标签",
  "optag.kindPlural": "选项值标签",
  "optag.option": "选项值",
  "optag.option.filter": "选项值（ID、值或名称）",
  "optag.valueId": "选项值ID",
  "optag.value": "值",
  "optag.label": "名称",
  "optag.tag": "标签",
  "optag.tagId": "标签ID",
  "optag.active": "已关联",
  "optag.removed": "已删除",
  "optag.remove": "删除关联",
  "optag.removed.toast": "已删除“{{name}}”",
};
