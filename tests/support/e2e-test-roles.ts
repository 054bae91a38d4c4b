// Run by the e2e web server command before the API starts: puts the permission fixture's test
// roles (partial grants) and their users into the e2e database, which only the API process can
// open once it runs. Starts from the build's template as the built API would: the seeded one when
// the build made it today (the API's start then finds the seed done), the plain one otherwise (the
// API's start seeds). Migrates first; the API's own start then finds nothing left to migrate.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDb } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { currentSeededTemplate, readSeededStamp } from "../../server/db/template";
import { insertTestRoles } from "../fixtures/permissions";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("e2e-test-roles: expects DATA_DIR (the e2e suite runs on the embedded PGlite)");
const plain = path.join(root, "build/pgdata-template");
const template = currentSeededTemplate(plain, readSeededStamp(plain)?.seedKey) ?? plain;
const db = await openDb({ dataDir, template });
try {
  await migrate(db);
  await insertTestRoles(db);
} finally {
  await db.close();
}
