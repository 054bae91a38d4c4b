import {
  PAYOUT_AMOUNT_MAX_MINOR,
  PAYOUT_CURRENCIES,
  PAYOUT_TRANSLATOR_MAX,
  PAYOUT_WORDS_MAX,
  TRANSLATION_KEY_MAX,
  TRANSLATION_LANGUAGES,
  TRANSLATION_MODULES,
  TRANSLATION_TEXT_MAX,
} from "../../../app/features/system/content/constants";

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");
const texts = TRANSLATION_LANGUAGES.map(
  (l) => `text_${l} text not null default '' check (char_length(text_${l}) <= ${TRANSLATION_TEXT_MAX})`,
).join(",\n  ");
// "missing in <language>" is a filter: a partial index per language keeps it cheap at any size
const missing = TRANSLATION_LANGUAGES.map((l) => `create index translations_missing_${l} on translations(key) where text_${l} = '';`).join(
  "\n",
);

// System › translation-manage (the language library) and the translators' payouts.
export const translations = /* sql */ `
create table translations (
  id serial primary key,
  key text not null unique check (char_length(key) between 1 and ${TRANSLATION_KEY_MAX} and key ~ '^[a-z0-9]+([._-][a-z0-9]+)*$'),
  module text not null check (module in (${list(TRANSLATION_MODULES)})),
  ${texts},
  version int not null default 1,
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index translations_key_prefix on translations(key text_pattern_ops);
create index translations_module on translations(module, key);
${missing}

create table translation_payouts (
  id serial primary key,
  translator text not null check (char_length(translator) between 1 and ${PAYOUT_TRANSLATOR_MAX}),
  language text not null check (language in (${list(TRANSLATION_LANGUAGES)})),
  period text not null check (period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  words int not null check (words between 1 and ${PAYOUT_WORDS_MAX}),
  amount_minor bigint not null check (amount_minor between 0 and ${PAYOUT_AMOUNT_MAX_MINOR}),
  currency text not null check (currency in (${list(PAYOUT_CURRENCIES)})),
  updated_by text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (translator, language, period)
);
create index translation_payouts_period on translation_payouts(period desc, id desc);
`;
