import { AUDIENCE, configColumns, configIndexes, ENABLE_TERMINATE } from "../config-sql";
// Issue 38: the storefront configs (app/domain/kinds/resource-config.ts) share one shape; each kind
// has a table of its own with the kind's rules as checks, so a write that skipped the API is refused
// too, and an index for each filter and sort the list offers and for the slot rule's question.

export const resourceBanners = /* sql */ `
alter table sign_banners add column ${AUDIENCE};
create index sign_banners_audience on sign_banners(audience, id desc);
create index sign_banners_slot on sign_banners(site, language, status, start_at);
create table wallet_banners (${configColumns(ENABLE_TERMINATE)});
${configIndexes("wallet_banners")}
create table order_banners (${configColumns(ENABLE_TERMINATE)});
${configIndexes("order_banners")}
create table product_detail_banners (${configColumns(ENABLE_TERMINATE)});
${configIndexes("product_detail_banners")}
`;
