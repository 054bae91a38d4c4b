import { init } from "./001_init";

// Migrations are SQL kept in modules so the bundled server carries them with no file lookups.
export const MIGRATIONS: { name: string; sql: string }[] = [{ name: "001_init", sql: init }];
