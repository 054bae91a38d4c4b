// The business ranges the API's schemas enforce, held by the database too, so a schema widened by
// mistake (or a write that bypasses the API: the CLI, a hand-run fix) cannot store a value the
// business rules out: an hour of the day, a percentage, a count of decimals, a rate, the spec's
// upload sizes (image 5 MB, video 10 MB), the text lengths the forms allow.
export const businessChecks = /* sql */ `
alter table rate_settings
  add constraint rate_settings_sync_hour_range check (sync_hour between 0 and 23),
  add constraint rate_settings_decimals_range check (decimals between 0 and 6),
  add constraint rate_settings_float_percent_range check (float_percent between -50 and 50),
  add constraint rate_settings_remark_length check (char_length(remark) <= 500);
alter table exchange_rates
  add constraint exchange_rates_float_percent_range check (float_percent between -50 and 50),
  add constraint exchange_rates_rate_max check (rate <= 1000000000),
  add constraint exchange_rates_remark_length check (char_length(remark) <= 500);
alter table benchmark_rates
  add constraint benchmark_rates_rate_max check (rate <= 1000000000),
  add constraint benchmark_rates_source_known check (source in ('manual', 'bank', 'market')),
  add constraint benchmark_rates_remark_length check (char_length(remark) <= 500);
alter table currencies
  add constraint currencies_country_code_form check (country_code ~ '^[A-Z]{2}$'),
  add constraint currencies_country_name_length check (char_length(country_name) between 1 and 100),
  add constraint currencies_symbol_length check (char_length(symbol) between 1 and 8),
  add constraint currencies_thousands_separator_known check (thousands_separator in (',', '.', ' ', '''', '')),
  add constraint currencies_decimal_separator_known check (decimal_separator in ('.', ',')),
  add constraint currencies_separators_differ check (thousands_separator <> decimal_separator);
alter table uploads
  add constraint uploads_size_limit check (size <= case when purpose = 'videos' then 10485760 else 5242880 end);
alter table idempotency_keys
  add constraint idempotency_keys_key_form check (key ~ '^[A-Za-z0-9_-]{8,128}$');
`;
