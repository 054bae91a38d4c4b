import { init } from "./001_init";
import { uploads } from "./002_uploads";
import { idempotencyKeys } from "./003_idempotency";
import { jobs } from "./010_jobs";
import { ssoTokenUses } from "./020_sso_token_uses";
import { ssoStore } from "./021_sso_store";
import { ssoThrottle } from "./022_sso_throttle";
import { uploadRefs } from "./030_upload_refs";
import { businessChecks } from "./040_business_checks";
import { resourceSort } from "./050_resource_sort";
import { quoteCurrency } from "./051_quote_currency";
import { codFees } from "./070_cod_fees";
import { appVersions } from "./071_app_versions";
import { tags } from "./075_tags";
import { customers } from "./080_customers";
import { checkinBlacklist } from "./081_checkin_blacklist";
import { screenSort } from "./085_screen_sort";
import { geo } from "./300_geo";

// Migrations are SQL kept in modules so the bundled server carries them with no file lookups.
export const MIGRATIONS: { name: string; sql: string }[] = [
  { name: "001_init", sql: init },
  { name: "002_uploads", sql: uploads },
  { name: "003_idempotency", sql: idempotencyKeys },
  { name: "010_jobs", sql: jobs },
  { name: "020_sso_token_uses", sql: ssoTokenUses },
  { name: "021_sso_store", sql: ssoStore },
  { name: "022_sso_throttle", sql: ssoThrottle },
  { name: "030_upload_refs", sql: uploadRefs },
  { name: "040_business_checks", sql: businessChecks },
  { name: "050_resource_sort", sql: resourceSort },
  { name: "051_quote_currency", sql: quoteCurrency },
  { name: "070_cod_fees", sql: codFees },
  { name: "071_app_versions", sql: appVersions },
  { name: "075_tags", sql: tags },
  { name: "080_customers", sql: customers },
  { name: "081_checkin_blacklist", sql: checkinBlacklist },
  { name: "085_screen_sort", sql: screenSort },
  { name: "300_geo", sql: geo },
];
