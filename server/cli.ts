import { loadApiConfig } from "./config";
import { openDb } from "./db/client";
import { FolderBusyError, type LockHolder } from "./db/folder-lock";
import { startTemplate } from "./db/template";
import { callCli, OwnerUnreachableError } from "./ops/cli-socket";
import { CLI_COMMANDS, CLI_USAGE, runCliCommand, type CliCommand, type CliOutcome } from "./ops/commands";

// Ops CLI: npm run cli -- migrate | seed | token <username>
// On PostgreSQL it works on the database directly, beside any number of API instances. On the
// embedded PGlite it opens the folder itself only when no other process holds it; while the API
// runs, the command runs inside the API (through its CLI socket), never on a second copy.
const STARTING_WAIT_MS = 60_000;

async function main(argv: string[]): Promise<CliOutcome> {
  const [cmd] = argv;
  // "seed --scale large" carries its scale as the argument; "token <username>" its name
  const arg = cmd === "seed" ? (argv[1] === "--scale" ? argv[2] : argv[1]) : argv[1];
  if (!(CLI_COMMANDS as readonly string[]).includes(cmd ?? "") || (cmd === "token" && !arg))
    return { code: 2, stdout: "", stderr: CLI_USAGE + "\n" };
  const command = cmd as CliCommand;
  const config = loadApiConfig();
  let db;
  try {
    // a CLI command or a build holding the folder ends soon: wait for it a little
    db = await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      template: startTemplate(command === "seed" || config.seedOnStart),
      role: "cli",
      lockWaitMs: 10_000,
    });
  } catch (err) {
    if (!(err instanceof FolderBusyError)) throw err;
    return throughOwner(err.folder, err.holder, command, arg);
  }
  try {
    return await runCliCommand(db, config, command, arg);
  } finally {
    await db.close();
  }
}

async function throughOwner(folder: string, holder: LockHolder, command: CliCommand, arg?: string): Promise<CliOutcome> {
  const refuse = (why: string, what: string): CliOutcome => ({
    code: 1,
    stdout: "",
    stderr: `${command}: not done. The embedded database ${folder} ${why}. ${what}\n`,
  });
  if (holder.role !== "api" || !holder.socket) {
    return refuse(
      `is in use by another process (pid ${holder.pid}, ${holder.role}) on ${holder.host}`,
      "Run the command again when it has finished.",
    );
  }
  const until = Date.now() + STARTING_WAIT_MS;
  let said = false;
  for (;;) {
    try {
      return await callCli(holder.socket, command, arg, 120_000);
    } catch (err) {
      if (!(err instanceof OwnerUnreachableError)) {
        return refuse(
          `is held by the API (pid ${holder.pid}), which did not confirm the command (${(err as Error).message})`,
          "Check the API's log; run the command again once it answers.",
        );
      }
      if (Date.now() > until) {
        return refuse(
          `is held by the API (pid ${holder.pid}), which does not answer on ${holder.socket}`,
          "Wait until the API is ready, or stop it, then run the command again.",
        );
      }
      // the API takes the lock before it listens: it is still starting
      if (!said) process.stderr.write(`waiting for the API (pid ${holder.pid}) to finish starting...\n`);
      said = true;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

main(process.argv.slice(2)).then(
  ({ code, stdout, stderr }) => {
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exit(code);
  },
  (err) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
