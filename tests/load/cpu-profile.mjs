// Preloaded by tests/load/bench.mjs when BENCH_PROFILE=<dir> is set (NODE_OPTIONS=--import=...;
// Node 20 refuses --cpu-prof in NODE_OPTIONS). Records a V8 CPU profile of the process from start
// until SIGTERM/SIGINT or exit and writes it to <dir>/<name>-<pid>.cpuprofile (open it in Chrome
// DevTools or speedscope). After writing, a signal is re-raised so the process stops as it would.
import fs from "node:fs";
import inspector from "node:inspector";
import path from "node:path";

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const script = process.argv[1] ?? "node";
  const name = script.includes("remix-run/serve") ? "console" : path.basename(script, path.extname(script));
  const session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 500 });
  session.post("Profiler.start");
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // main-thread inspector sessions answer synchronously
    session.post("Profiler.stop", (err, res) => {
      if (err) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${name}-${process.pid}.cpuprofile`), JSON.stringify(res.profile));
    });
  };
  process.on("exit", write);
  for (const sig of ["SIGTERM", "SIGINT"]) {
    const onSignal = () => {
      write();
      // keep the process's own handlers (graceful shutdown) if it has any; else stop as the default would
      if (process.listenerCount(sig) === 1) {
        process.removeListener(sig, onSignal);
        process.kill(process.pid, sig);
      }
    };
    process.on(sig, onSignal);
  }
}
