// Each rate keeps the currency it is quoted against ("1 USD = 1.36 CAD"), so changing the base
// currency later never re-labels stored numbers. Existing rows were quoted against the base of the
// time, the one setting row (USD where there is none yet).
export const quoteCurrency = /* sql */ `
alter table exchange_rates add column quote_currency char(3);
alter table benchmark_rates add column quote_currency char(3);
update exchange_rates set quote_currency = coalesce((select base_currency from rate_settings where id = 1), 'USD');
update benchmark_rates set quote_currency = coalesce((select base_currency from rate_settings where id = 1), 'USD');
alter table exchange_rates alter column quote_currency set not null;
alter table benchmark_rates alter column quote_currency set not null;
create index exchange_rates_quote on exchange_rates(quote_currency) where enabled;
`;
