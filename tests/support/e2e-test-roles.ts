// Run by the e2e web server command before the API starts: puts the permission fixture's test
// roles (partial grants) and their users into the e2e database, which only the API process can
// open once it runs. Migrates first, from the build's template like the API does; the API's own
// start then migrates (nothing left) and seeds the demo data as usual.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDb } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { insertTestRoles } from "../fixtures/permissions";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("e2e-test-roles: expects DATA_DIR (the e2e suite runs on the embedded PGlite)");
const db = await openDb({ dataDir, template: path.join(root, "build/pgdata-template") });
try {
  await migrate(db);
  await insertTestRoles(db);
} finally {
  await db.close();
}
