// 分享裂变（分享活动）的中文；并入 ../zh.ts。
export const sharedFissionZh = {
  "share.create": "新建分享活动",
  "share.createTitle": "新建分享裂变活动",
  "share.kindPlural": "分享裂变活动",
  "share.text": "分享文案",
  "share.rewardPoints": "每邀请一位新用户奖励积分",
  "share.state.draft": "草稿",
  "share.state.published": "已发布",
  "share.state.offline": "已下线",
  "share.publish": "发布",
  "share.underline": "下线",
  "share.toast.published": "已发布“{{name}}”",
  "share.toast.underlined": "已下线“{{name}}”",
} as const;
