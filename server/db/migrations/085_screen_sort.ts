// Indexes for the columns the System lists' headers sort by (issue 15 item 10), each with id as the
// tie-breaker the list adds; the sorts migration 050 already covers are not repeated.
export const screenSort = /* sql */ `
create index currencies_name_sort on currencies(country_name, id);
create index currencies_site_sort on currencies(site_abbr, id);
create index currencies_code_sort on currencies(currency_code, id);
create index exchange_rates_site_sort on exchange_rates(site_abbr, id);
create index exchange_rates_currency_sort on exchange_rates(currency_code, id);
create index exchange_rates_rate_sort on exchange_rates(rate, id);
create index benchmark_rates_rate_sort on benchmark_rates(rate, id);
`;
