export { WalletPage as default } from "~/features/market-tool/balance-page";
export { walletLoader as loader, walletAction as action } from "~/features/market-tool/balance.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
