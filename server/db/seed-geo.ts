import { COUNTRIES } from "../../app/lib/countries";
import type { Queryable } from "./client";

// Demo data of System › countries, shipping, addresses, languages: every ISO 3166-1 country (the
// storefronts' markets first, a few territories disabled), real states of the markets, cities and
// districts for some, shipping per market, languages per site, address formats and one request in
// each state. Written only into empty tables.

const MARKETS = ["US", "CA", "GB", "DE", "AU", "FR", "IT", "ES", "NL", "IE", "NZ", "MX", "AE", "SA", "JP"];
const PHONE: Record<string, string> = {
  US: "+1",
  CA: "+1",
  GB: "+44",
  DE: "+49",
  AU: "+61",
  FR: "+33",
  IT: "+39",
  ES: "+34",
  NL: "+31",
  IE: "+353",
  NZ: "+64",
  MX: "+52",
  AE: "+971",
  SA: "+966",
  JP: "+81",
};
const DISABLED = ["AQ", "BV", "HM", "UM", "TF"]; // nobody ships to these

// [country, code, name, cities: [name, districts[]][]]
type Seed = [string, string, string, [string, string[]][]?];
const STATES: Seed[] = [
  [
    "US",
    "CA",
    "California",
    [
      ["Los Angeles", ["Hollywood", "Downtown", "Venice"]],
      ["San Francisco", ["Mission", "SoMa"]],
      ["San Diego", []],
    ],
  ],
  [
    "US",
    "NY",
    "New York",
    [
      ["New York City", ["Manhattan", "Brooklyn", "Queens", "The Bronx", "Staten Island"]],
      ["Buffalo", []],
    ],
  ],
  [
    "US",
    "TX",
    "Texas",
    [
      ["Houston", []],
      ["Austin", []],
      ["Dallas", []],
    ],
  ],
  [
    "US",
    "WA",
    "Washington",
    [
      ["Seattle", ["Capitol Hill", "Ballard"]],
      ["Spokane", []],
    ],
  ],
  [
    "US",
    "FL",
    "Florida",
    [
      ["Miami", []],
      ["Orlando", []],
    ],
  ],
  ["US", "IL", "Illinois", [["Chicago", []]]],
  ["US", "OR", "Oregon", [["Portland", []]]],
  ["US", "AK", "Alaska"],
  ["US", "HI", "Hawaii"],
  [
    "CA",
    "ON",
    "Ontario",
    [
      ["Toronto", ["Scarborough", "Etobicoke", "North York"]],
      ["Ottawa", []],
    ],
  ],
  [
    "CA",
    "QC",
    "Quebec",
    [
      ["Montreal", []],
      ["Quebec City", []],
    ],
  ],
  [
    "CA",
    "BC",
    "British Columbia",
    [
      ["Vancouver", []],
      ["Victoria", []],
    ],
  ],
  [
    "CA",
    "AB",
    "Alberta",
    [
      ["Calgary", []],
      ["Edmonton", []],
    ],
  ],
  ["CA", "MB", "Manitoba"],
  ["CA", "NS", "Nova Scotia"],
  [
    "AU",
    "NSW",
    "New South Wales",
    [
      ["Sydney", ["Bondi", "Parramatta"]],
      ["Newcastle", []],
    ],
  ],
  [
    "AU",
    "VIC",
    "Victoria",
    [
      ["Melbourne", ["Fitzroy", "St Kilda"]],
      ["Geelong", []],
    ],
  ],
  [
    "AU",
    "QLD",
    "Queensland",
    [
      ["Brisbane", []],
      ["Gold Coast", []],
    ],
  ],
  ["AU", "WA", "Western Australia", [["Perth", []]]],
  ["AU", "SA", "South Australia", [["Adelaide", []]]],
  ["AU", "TAS", "Tasmania"],
  [
    "DE",
    "BY",
    "Bavaria",
    [
      ["Munich", ["Schwabing", "Maxvorstadt"]],
      ["Nuremberg", []],
    ],
  ],
  ["DE", "BE", "Berlin", [["Berlin", ["Mitte", "Kreuzberg", "Prenzlauer Berg"]]]],
  ["DE", "HH", "Hamburg", [["Hamburg", ["Altona", "Eimsbüttel"]]]],
  [
    "DE",
    "NW",
    "North Rhine-Westphalia",
    [
      ["Cologne", []],
      ["Düsseldorf", []],
    ],
  ],
  ["DE", "BW", "Baden-Württemberg", [["Stuttgart", []]]],
  ["DE", "HE", "Hesse", [["Frankfurt", []]]],
  [
    "GB",
    "ENG",
    "England",
    [
      ["London", ["Camden", "Hackney", "Westminster", "Islington"]],
      ["Manchester", []],
      ["Birmingham", []],
    ],
  ],
  [
    "GB",
    "SCT",
    "Scotland",
    [
      ["Edinburgh", ["Leith"]],
      ["Glasgow", []],
    ],
  ],
  ["GB", "WLS", "Wales", [["Cardiff", []]]],
  ["GB", "NIR", "Northern Ireland", [["Belfast", []]]],
];

// country, channel, carrier, days, currency, fee, free from (null: never free), enabled
const SHIPPING: [string, string, string, number, number, string, string, string | null, boolean][] = [
  ["US", "standard", "USPS", 5, 8, "USD", "4.99", "49.00", true],
  ["US", "express", "UPS", 2, 3, "USD", "14.99", "150.00", true],
  ["CA", "standard", "Canada Post", 6, 10, "CAD", "7.99", "69.00", true],
  ["CA", "express", "Purolator", 2, 4, "CAD", "19.99", null, true],
  ["GB", "standard", "Royal Mail", 3, 5, "GBP", "3.99", "40.00", true],
  ["GB", "pickup", "InPost lockers", 2, 4, "GBP", "2.49", "30.00", true],
  ["DE", "standard", "DHL", 3, 6, "EUR", "4.90", "45.00", true],
  ["DE", "economy", "Hermes", 5, 9, "EUR", "2.90", null, false],
  ["AU", "standard", "Australia Post", 6, 12, "AUD", "9.95", "79.00", true],
  ["AU", "express", "StarTrack", 2, 4, "AUD", "19.95", null, true],
  ["FR", "standard", "Colissimo", 4, 7, "EUR", "5.50", "50.00", true],
  ["AE", "express", "Aramex", 3, 5, "AED", "25.00", "300.00", true],
];

const LANGS: [string, string[]][] = [
  ["us", ["en", "es"]],
  ["ca", ["en", "fr"]],
  ["uk", ["en"]],
  ["eur", ["en", "fr", "it", "es", "pt"]],
  ["de", ["de", "en"]],
  ["glb", ["en", "ar", "es", "fr", "de", "it", "pt"]],
  ["au", ["en"]],
  ["us_v1", ["en"]],
];

const f = (...names: string[]) => names.map((n) => ({ field: n.replace(/\?$/, ""), required: !n.endsWith("?") }));
// country, site, language, fields, postal pattern, example
const FORMATS: [string, string, string, ReturnType<typeof f>, string, string][] = [
  [
    "US",
    "us",
    "en",
    f("first_name", "last_name", "company?", "address1", "address2?", "city", "state", "postal_code", "phone"),
    "^\\d{5}(-\\d{4})?$",
    "Jane Doe\n1600 Amphitheatre Pkwy\nMountain View, CA 94043",
  ],
  [
    "US",
    "us",
    "es",
    f("first_name", "last_name", "address1", "address2?", "city", "state", "postal_code", "phone"),
    "^\\d{5}(-\\d{4})?$",
    "Ana García\n350 5th Ave\nNew York, NY 10118",
  ],
  [
    "CA",
    "ca",
    "en",
    f("first_name", "last_name", "address1", "address2?", "city", "state", "postal_code", "phone"),
    "^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$",
    "Sam Lee\n290 Bremner Blvd\nToronto ON M5V 3L9",
  ],
  [
    "CA",
    "ca",
    "fr",
    f("first_name", "last_name", "address1", "city", "state", "postal_code", "phone"),
    "^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$",
    "Marie Tremblay\n1000 rue De La Gauchetière\nMontréal QC H3B 4W5",
  ],
  [
    "GB",
    "uk",
    "en",
    f("first_name", "last_name", "address1", "address2?", "city", "postal_code", "phone?"),
    "^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$",
    "Tom Smith\n10 Downing Street\nLondon SW1A 2AA",
  ],
  [
    "DE",
    "de",
    "de",
    f("first_name", "last_name", "company?", "address1", "postal_code", "city", "phone?"),
    "^\\d{5}$",
    "Max Mustermann\nUnter den Linden 77\n10117 Berlin",
  ],
  [
    "AU",
    "au",
    "en",
    f("first_name", "last_name", "address1", "address2?", "city", "state", "postal_code", "phone"),
    "^\\d{4}$",
    "Olivia Brown\n1 Macquarie St\nSydney NSW 2000",
  ],
  ["AE", "glb", "ar", f("first_name", "last_name", "address1", "district", "city", "phone"), "", "محمد أحمد\nشارع الشيخ زايد\nدبي"],
];

export async function seedGeo(q: Queryable): Promise<void> {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from countries");
  if (n) return;
  const rank = (code: string) => (MARKETS.includes(code) ? MARKETS.indexOf(code) + 1 : 1000);
  await q.query(
    `insert into countries (code, name_en, name_zh, phone_code, sort, enabled, updated_by)
     select c, e, z, p, s, en, 'seed' from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::bool[]) as x(c, e, z, p, s, en)`,
    [
      COUNTRIES.map((c) => c[0]),
      COUNTRIES.map((c) => c[1]),
      COUNTRIES.map((c) => c[2]),
      COUNTRIES.map((c) => PHONE[c[0]] ?? ""),
      COUNTRIES.map((c) => rank(c[0])),
      COUNTRIES.map((c) => !DISABLED.includes(c[0])),
    ],
  );
  for (const [i, [country, code, name, cities]] of STATES.entries()) {
    const [{ id: stateId }] = await q.query<{ id: number }>(
      "insert into regions (country_code, level, code, name, sort, updated_by) values ($1, 1, $2, $3, $4, 'seed') returning id",
      [country, code, name, i],
    );
    for (const [j, [city, districts]] of (cities ?? []).entries()) {
      const [{ id: cityId }] = await q.query<{ id: number }>(
        "insert into regions (country_code, parent_id, level, name, sort, updated_by) values ($1, $2, 2, $3, $4, 'seed') returning id",
        [country, stateId, city, j],
      );
      for (const [k, d] of districts.entries()) {
        await q.query("insert into regions (country_code, parent_id, level, name, sort, updated_by) values ($1, $2, 3, $3, $4, 'seed')", [
          country,
          cityId,
          d,
          k,
        ]);
      }
    }
  }
  // one disabled state so both states show
  await q.query("update regions set enabled = false where country_code = 'US' and code = 'AK'");
  for (const r of SHIPPING) {
    await q.query(
      `insert into country_shipping (country_code, channel, carrier, min_days, max_days, currency_code, fee, free_threshold, enabled, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9, 'seed')`,
      r,
    );
  }
  for (const [site, langs] of LANGS) {
    for (const [i, lang] of langs.entries()) {
      await q.query("insert into site_languages (site_abbr, language, is_default, sort, updated_by) values ($1, $2, $3, $4, 'seed')", [
        site,
        lang,
        i === 0,
        i * 10,
      ]);
    }
  }
  await q.query(
    "insert into site_languages (site_abbr, language, is_default, sort, enabled, updated_by) values ('uk', 'fr', false, 10, false, 'seed')",
  );
  for (const [country, site, language, fields, pattern, example] of FORMATS) {
    await q.query(
      "insert into address_formats (country_code, site_abbr, language, fields, postal_pattern, example, updated_by) values ($1, $2, $3, $4::jsonb, $5, $6, 'seed')",
      [country, site, language, JSON.stringify(fields), pattern, example],
    );
  }
  // requests in every state, made by the demo operator and checked by the demo approver
  const change = `insert into address_changes (format_id, country_code, site_abbr, language, fields, postal_pattern, example, remark, base_version,
      status, requested_by_id, requested_by, checked_by_id, checked_by, checked_at, check_remark, updated_by)
    select f.id, f.country_code, f.site_abbr, f.language, $4::jsonb, f.postal_pattern, f.example, $5, f.version, $6,
      coalesce((select id from users where username = 'admin'), 0), 'Ada Admin',
      case when $6 = 'pending' then null else coalesce((select id from users where username = 'approver'), 0) end,
      case when $6 in ('pending', 'cancelled') then null else 'Avery Approver' end,
      case when $6 = 'pending' then null else now() - interval '1 day' end, $7, 'seed'
    from address_formats f where f.country_code = $1 and f.site_abbr = $2 and f.language = $3`;
  await q.query(change, [
    "GB",
    "uk",
    "en",
    JSON.stringify(f("first_name", "last_name", "company?", "address1", "address2?", "city", "postal_code", "phone")),
    "Phone becomes required for couriers",
    "pending",
    "",
  ]);
  await q.query(change, [
    "DE",
    "de",
    "de",
    JSON.stringify(f("first_name", "last_name", "address1", "postal_code", "city", "phone")),
    "Drop company line",
    "rejected",
    "Business customers still need the company line",
  ]);
  await q.query(change, [
    "AU",
    "au",
    "en",
    JSON.stringify(f("first_name", "last_name", "address1", "city", "state", "postal_code", "phone")),
    "Remove second address line",
    "cancelled",
    "",
  ]);
  await q.query(change, [
    "US",
    "us",
    "en",
    JSON.stringify(f("first_name", "last_name", "company?", "address1", "address2?", "city", "state", "postal_code", "phone")),
    "Company line optional",
    "passed",
    "Matches checkout",
  ]);
}
