export { RewardRecords as default } from "~/features/market-tool/reward-records";
export { rewardRecordsAction as action, rewardRecordsLoader as loader } from "~/features/market-tool/reward-records.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
