import { init } from "./001_init";
import { uploads } from "./002_uploads";
import { idempotencyKeys } from "./003_idempotency";
import { businessChecks } from "./040_business_checks";

// Migrations are SQL kept in modules so the bundled server carries them with no file lookups.
export const MIGRATIONS: { name: string; sql: string }[] = [
  { name: "001_init", sql: init },
  { name: "002_uploads", sql: uploads },
  { name: "003_idempotency", sql: idempotencyKeys },
  { name: "040_business_checks", sql: businessChecks },
];
