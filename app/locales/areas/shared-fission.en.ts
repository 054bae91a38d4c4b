// English strings of Shared fission (share campaigns); spread into ../en.ts.
export const sharedFissionEn = {
  "share.create": "New share campaign",
  "share.createTitle": "New share campaign",
  "share.kindPlural": "share campaigns",
  "share.text": "Share text",
  "share.rewardPoints": "Points per friend who joins",
  "share.state.draft": "Draft",
  "share.state.published": "Published",
  "share.state.offline": "Taken down",
  "share.publish": "Publish",
  "share.underline": "Take down",
  "share.toast.published": "Published “{{name}}”",
  "share.toast.underlined": "Took down “{{name}}”",
} as const;
