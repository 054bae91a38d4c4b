// 资源位管理（店铺资源位：横幅、弹窗、推荐位、分享配置）的中文；并入 ../zh.ts。
export const resourceZh = {
  // 各资源位配置共有的字段（app/domain/kinds/resource-config.ts）
  "rc.title": "标题",
  "rc.image": "图片",
  "rc.priority": "优先级",
  "rc.audience": "投放人群",
  "rc.audience.all": "全部用户",
  "rc.audience.new": "新用户",
  "rc.audience.returning": "老用户",
  "rc.audience.member": "会员",
  "rc.editTitle": "编辑“{{name}}”",
  "rc.slot.taken": "未完成：“{{name}}”已在 {{from}} 至 {{to}} 占用该资源位（{{rule}}）。请先终止它或另选日期。",
  "rc.slot.byPriority": "站点、语言、投放人群和优先级相同",
  "rc.slot.one": "站点、语言和投放人群相同",
  "banner.create": "新建横幅",
  "banner.createTitle": "新建签到页横幅",
  "banner.kindPlural": "签到页横幅",
  // ── issue 38 (resource-a) ──
  "walletBanner.create": "新建横幅",
  "walletBanner.createTitle": "新建钱包页横幅",
  "walletBanner.kindPlural": "钱包页横幅",
  "orderBanner.create": "新建横幅",
  "orderBanner.createTitle": "新建订单页横幅",
  "orderBanner.kindPlural": "订单页横幅",
  "detailAd.create": "新建广告",
  "detailAd.createTitle": "新建商详页广告",
  "detailAd.kindPlural": "商详页广告",
} as const;
