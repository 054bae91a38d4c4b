// The PostgreSQL server named by DATABASE_URL, for the process tests that run on it too.
import pg from "pg";

/** Refuses the shared CI database by name when a test is run by hand with the wrong URL. */
export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ""));
}

/**
 * The database of one process-test file on the server of `url`: `<db>_<tag>`, made by resetSchema
 * when missing. Files on databases of their own run side by side (faults and ops, two at a time).
 */
export function fileDatabase(url, tag) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(`${databaseName(url)}_${tag}`)}`;
  return u.toString();
}

/** Creates the database the server does not have yet (a new machine has only test). */
async function createDatabase(url) {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database "${databaseName(url).replace(/"/g, '""')}"`);
  } catch (err) {
    if (err?.code !== "42P04") throw err; // duplicate_database: another run made it meanwhile
  } finally {
    await client.end();
  }
}

/** Drops and recreates the public schema (and drops the job queue's): the API then migrates and seeds a fresh database. */
export async function resetSchema(url) {
  let client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    if (err?.code !== "3D000") throw err; // invalid_catalog_name: no such database
    await createDatabase(url);
    client = new pg.Client({ connectionString: url });
    await client.connect();
  }
  try {
    await client.query("set client_min_messages = warning");
    await client.query("drop schema if exists public cascade");
    // the job queue's own schema (server/jobs): no job of an earlier run runs in this one
    await client.query("drop schema if exists pgboss cascade");
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}

/** The same database reached through another host:port (a proxy), with a name on its sessions. */
export function viaProxy(url, port, applicationName) {
  const u = new URL(url);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  if (applicationName) u.searchParams.set("application_name", applicationName);
  return u.toString();
}

/** host and port of the server, for a proxy in front of it */
export function serverAddress(url) {
  const u = new URL(url);
  return { host: u.hostname || "127.0.0.1", port: Number(u.port || 5432) };
}

/** A direct session of the test's own, outside the API's pool. */
export async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on("error", () => {});
  return client;
}

/** A small pool of the test's own, for bookkeeping queries made from many async flows at once. */
export function pool(url, max = 4) {
  const p = new pg.Pool({ connectionString: url, max });
  p.on("error", () => {});
  return p;
}
