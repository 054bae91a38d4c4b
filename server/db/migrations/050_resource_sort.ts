// Indexes for the sort orders the System resources declare (server/modules/config/*.ts `sort`),
// each with id as the tie-breaker the list adds (benchmark dates already have one, read backwards).
export const resourceSort = /* sql */ `
create index currencies_country_sort on currencies(country_code, id);
create index currencies_updated_sort on currencies(updated_at, id);
create index exchange_rates_start_sort on exchange_rates(start_at, id);
create index exchange_rates_updated_sort on exchange_rates(updated_at, id);
create index benchmark_rates_currency_sort on benchmark_rates(currency, id);
`;
