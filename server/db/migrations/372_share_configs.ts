import { configColumns, configIndexes } from "../config-sql";

// Issue 38: shared fission's campaigns (app/domain/kinds/share-config.ts): the config shape, the
// shared card's text and the sharer's reward, and the publish / underline states.
export const shareConfigs = /* sql */ `
create table share_configs (${configColumns(
  ["draft", "published", "offline"],
  `
  share_text text not null check (length(share_text) between 1 and 200),
  reward_points int not null default 100 check (reward_points between 0 and 10000),`,
)});
${configIndexes("share_configs")}
`;
