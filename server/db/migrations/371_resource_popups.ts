import { configColumns, configIndexes, ENABLE_TERMINATE } from "../config-sql";

// Issue 38: the sign-in page's popups and recommends and the home page's popups (app/domain/kinds/popups.ts).
export const resourcePopups = /* sql */ `
create table sign_popups (${configColumns(ENABLE_TERMINATE)});
${configIndexes("sign_popups")}
create table sign_recommends (${configColumns(ENABLE_TERMINATE)});
${configIndexes("sign_recommends")}
create table index_popups (${configColumns(ENABLE_TERMINATE)});
${configIndexes("index_popups")}
`;
