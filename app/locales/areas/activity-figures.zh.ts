import type { activityFiguresEn } from "./activity-figures.en";

// 中文文案：数据看板的经营数据（issue 41 §11）。
export const activityFiguresZh: Record<keyof typeof activityFiguresEn, string> = {
  "stats.counts": "按状态、站点和日期统计活动",
  "figures.title": "经营数据",
  "figures.intro":
    "按活动（即按站点：一个活动只在一个站点销售）统计上方所选美西日期内的访客数、订单数、件数、销售额（活动币种）和转化率（订单数 ÷ 访客数）。当天的数据次日入账。",
  "figures.event": "活动",
  "figures.kind": "类型",
  "figures.visitors": "访客数",
  "figures.orders": "订单数",
  "figures.units": "件数",
  "figures.sales": "销售额",
  "figures.conversion": "转化率",
  "figures.currency": "币种",
  "figures.totals": "按币种汇总",
  "figures.byDay": "每日订单数",
  "figures.byDayDesc": "{{from}} 至 {{to}} 每个美西日期一列，高度为当天订单数；下方表格列出每天的数据。",
  "figures.dayTable": "每日数据表",
  "figures.events": "各活动数据",
  "figures.sortNote": "最新活动在前",
  "figures.chosen": "仅显示 {{name}}（{{site}}）的数据。",
  "figures.allEvents": "显示全部活动",
  "figures.eventGone": "所选活动已不存在：显示全部活动。",
  "figures.empty": "该时间段内没有销售数据：请选择更早的日期，或清除站点或活动筛选。",
};
