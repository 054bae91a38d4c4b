import { configColumns, configIndexes, ENABLE_TERMINATE } from "../config-sql";

// Issue 38: the floating bars (app/domain/kinds/floating-bars.ts) on the storefront config shape: the
// registration bars (resource/floating/register) and the home and commercial pages' bars told apart by
// place (resource/floating/config), each with the line shown beside its picture.
const HEADLINE = `
  headline text not null default '' check (length(headline) <= 80),`;

export const floatingBars = /* sql */ `
create table floating_registers (${configColumns(ENABLE_TERMINATE, HEADLINE)});
${configIndexes("floating_registers")}
create table floating_configs (${configColumns(
  ENABLE_TERMINATE,
  `${HEADLINE}
  place text not null check (place in ('home', 'commercial')),`,
)});
${configIndexes("floating_configs")}
create index floating_configs_place on floating_configs(place, priority desc, id desc);
create index floating_configs_place_slot on floating_configs(place, site, language, status, start_at);
`;
