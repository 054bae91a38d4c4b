// One virtual staff member: a signed-in console session that browses and submits forms as a
// browser does, timing every request and writing every form post it makes into the ledger.
import { decode } from "turbo-stream";
import { consoleClient } from "../../support/console-client.mjs";

export class VirtualStaff {
  /**
   * @param {{ id: number, consoleUrl: string, stats: import("./stats.mjs").Stats, ledger: import("./ledger.mjs").Ledger, runId: string, password?: string }} opts
   */
  constructor({ id, consoleUrl, stats, ledger, runId, password = "demo" }) {
    this.id = id;
    this.password = password;
    this.stats = stats;
    this.ledger = ledger;
    this.runId = runId;
    this.client = consoleClient(consoleUrl, { timeoutMs: 30_000, userAgent: `load/1 vu-${id}` });
    this.seq = 0;
    /** records this person created, per kind: only they switch these on and off */
    this.own = {};
    /** record ids of the lists this person last looked at, per kind */
    this.seen = {};
  }

  signIn(username) {
    return this.client.signIn(username, this.password);
  }

  /** A unique, recognisable token for one write (ends up in a remark or a name). */
  marker() {
    return `L${this.runId}-${this.id}-${++this.seq}`;
  }

  /** The same, in at most 8 characters, for short fields (a currency symbol); the load database is reset per run. */
  shortMarker() {
    return `${this.id.toString(36)}~${(++this.seq).toString(36)}`;
  }

  async #timed(action, fn) {
    const t0 = performance.now();
    try {
      return await fn((outcome, detail) => this.stats.record(action, performance.now() - t0, outcome, detail));
    } catch (err) {
      this.stats.record(action, performance.now() - t0, "error", err?.cause?.code ?? err?.message ?? err);
      return null;
    }
  }

  /** A full page load (document GET); null unless 200. */
  page(action, path) {
    return this.#timed(action, async (done) => {
      const res = await this.client.request(path);
      const html = await res.text();
      done(res.status === 200 ? "ok" : "error", `GET ${path} -> ${res.status}`);
      return res.status === 200 ? html : null;
    });
  }

  /**
   * What a browser with JavaScript fetches on a client-side navigation: one route's loader data
   * (single fetch: `<path>.data?_routes=<route id>`, turbo-stream encoded).
   */
  data(action, path, routeId) {
    return this.#timed(action, async (done) => {
      const url = `${path}.data?_routes=${encodeURIComponent(routeId)}`;
      const res = await this.client.request(url, { headers: { accept: "*/*" } });
      if (res.status !== 200 || !res.body) {
        await res.arrayBuffer();
        done("error", `GET ${url} -> ${res.status}`);
        return null;
      }
      const decoded = await decode(res.body);
      await decoded.done;
      const route = /** @type {Record<string, { data?: unknown }>} */ (decoded.value)[routeId];
      done(route && "data" in route ? "ok" : "error", `GET ${url}: no data for ${routeId}`);
      return route?.data ?? null;
    });
  }

  /**
   * A form post without JavaScript (the console works both ways; this is the heavier one for the
   * server: it renders the result page). Acknowledged = a redirect whose toast is a success; the
   * browser then loads the page it is sent to (timed as `followAs`).
   * @param {{ entity: string, table: string, auditAction: string, markerField?: string, marker?: string, entityId?: number }} write
   * @returns {Promise<"ok" | "conflict" | "refused" | "error">}
   */
  async submit(action, path, form, write, { followAs } = {}) {
    const requestId = `${this.marker()}-rq`;
    const entry = this.ledger.add({ ...write, requestId, action, vu: this.id });
    const outcome = await this.#timed(action, async (done) => {
      const res = await this.client.request(path, { form, headers: { "x-request-id": requestId } });
      await res.arrayBuffer();
      if (res.status === 302 || res.status === 303) {
        const toast = this.client.toast();
        entry.ack = toast?.kind === "success";
        done(entry.ack ? "ok" : "error", `POST ${path} -> ${res.status} toast ${JSON.stringify(toast)}`);
        if (entry.ack && followAs) await this.page(followAs, res.headers.get("location"));
        return entry.ack ? "ok" : "refused";
      }
      entry.ack = false;
      // a save that lost to someone else's: expected under concurrency, counted apart
      if (res.status === 409) {
        done("conflict");
        return "conflict";
      }
      done("error", `POST ${path} -> ${res.status}`);
      return "error";
    });
    // no answer at all: whether it was written is unknown; the error is counted already
    if (outcome === null) entry.ack = null;
    return outcome ?? "error";
  }
}
