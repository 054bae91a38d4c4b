// Route names and function-permission keys of the System › currencies and rates screens, shared
// by their loaders/actions (server) and their components (browser).
export const CURRENCY = { route: "currency-manage-list", key: "currency-manage-list-all-right-btns" } as const;
export const EXCHANGE_RATE = { route: "exchange-rate-list", key: "exchange-rate-list-all-right-btns" } as const;
export const RATE_SETTING = { route: "setting", key: "rate-setting-all-right-btns" } as const;
