import { init } from "./001_init";
import { uploads } from "./002_uploads";
import { idempotencyKeys } from "./003_idempotency";
import { resourceSort } from "./050_resource_sort";
import { quoteCurrency } from "./051_quote_currency";

// Migrations are SQL kept in modules so the bundled server carries them with no file lookups.
export const MIGRATIONS: { name: string; sql: string }[] = [
  { name: "001_init", sql: init },
  { name: "002_uploads", sql: uploads },
  { name: "003_idempotency", sql: idempotencyKeys },
  { name: "050_resource_sort", sql: resourceSort },
  { name: "051_quote_currency", sql: quoteCurrency },
];
