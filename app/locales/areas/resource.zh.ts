// 资源位管理（签到页横幅）的中文；并入 ../zh.ts。
export const resourceZh = {
  "banner.title": "标题",
  "banner.image": "横幅图片",
  "banner.priority": "优先级",
  "banner.create": "新建横幅",
  "banner.createTitle": "新建签到页横幅",
  "banner.editTitle": "编辑横幅“{{name}}”",
  "banner.kindPlural": "签到页横幅",
} as const;
