// English strings of the option-tag screen (oc-attribute-tag-manage); spread into ../en.ts.
export const systemOptionTagsEn = {
  "optag.table": "Option value tags",
  "optag.create": "Link a tag",
  "optag.createTitle": "Link a tag to an option value",
  "optag.kindPlural": "option value tags",
  "optag.option": "Option value",
  "optag.option.filter": "Option value (ID, value or label)",
  "optag.valueId": "Value ID",
  "optag.value": "Value",
  "optag.label": "Label",
  "optag.tag": "Tag",
  "optag.tagId": "Tag ID",
  "optag.active": "Linked",
  "optag.removed": "Deleted",
  "optag.remove": "Delete link",
  "optag.removed.toast": "Deleted “{{name}}”",
};
