// Cash-on-delivery terms per destination country (System › COD fees). Amounts are in the row's
// currency; the percentage bound is enforced here too so no writer can store a fee over 100 %.
export const codFees = /* sql */ `
create table cod_fees (
  id serial primary key,
  country_code char(2) not null unique check (country_code ~ '^[A-Z]{2}$'),
  currency_code char(3) not null,
  custom_duty numeric(12,2) not null default 0 check (custom_duty >= 0),
  fee_type text not null check (fee_type in ('constant', 'percentage')),
  fee_value numeric(12,2) not null check (fee_value >= 0 and (fee_type <> 'percentage' or fee_value <= 100)),
  tax_exemption numeric(12,2) not null default 0 check (tax_exemption >= 0),
  order_total_limit numeric(12,2) not null check (order_total_limit > 0),
  daily_order_limit int not null check (daily_order_limit between 1 and 1000),
  enabled boolean not null default true,
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index cod_fees_id_desc on cod_fees(id desc);
create index cod_fees_currency on cod_fees(currency_code, id);
create index cod_fees_enabled on cod_fees(enabled, id);
create index cod_fees_fee_type on cod_fees(fee_type, id);
create index cod_fees_updated_sort on cod_fees(updated_at, id);
`;
