// Every form post the virtual staff made, and whether the console acknowledged it; afterwards the
// database must hold exactly the acknowledged writes, each logged once, and nothing else.

export class Ledger {
  /** @type {Array<{ requestId: string, action: string, vu: number, entity: string, table: string, auditAction: string, markerField?: string, marker?: string, entityId?: number, ack?: boolean | null }>} */
  entries = [];
  add(e) {
    const entry = { ...e, ack: undefined };
    this.entries.push(entry);
    return entry;
  }
}

/**
 * @param {import("pg").Client} sql
 * @param {Ledger} ledger
 * @param {string} runId
 */
export async function verifyLedger(sql, ledger, runId) {
  const problems = [];
  const problem = (kind, msg) => problems.push({ kind, msg });
  const counts = { acknowledged: 0, refused: 0, unknown: 0 };

  const audit = (
    await sql.query("select id, entity, entity_id, action, after, request_id from audit_log where request_id like $1 order by id", [
      `L${runId}-%`,
    ])
  ).rows;
  const byRequest = new Map();
  for (const row of audit) {
    if (!byRequest.has(row.request_id)) byRequest.set(row.request_id, []);
    byRequest.get(row.request_id).push(row);
  }
  const known = new Set(ledger.entries.map((e) => e.requestId));
  for (const id of byRequest.keys()) if (!known.has(id)) problem("unexpected", `audit row for request ${id}, which no virtual staff sent`);

  for (const e of ledger.entries) {
    const rows = byRequest.get(e.requestId) ?? [];
    if (e.ack === true) {
      counts.acknowledged++;
      if (rows.length === 0) problem("lost", `${e.action} ${e.requestId}: acknowledged, no audit row`);
      if (rows.length > 1) problem("duplicated", `${e.action} ${e.requestId}: ${rows.length} audit rows`);
      const row = rows[0];
      if (row && (row.entity !== e.entity || row.action !== e.auditAction))
        problem("lost", `${e.action} ${e.requestId}: logged as ${row.entity}/${row.action}`);
      if (row && e.markerField && row.after?.[e.markerField] !== e.marker)
        problem("lost", `${e.action} ${e.requestId}: logged ${e.markerField}=${row.after?.[e.markerField]}, sent ${e.marker}`);
      if (row && e.entityId && Number(row.entity_id) !== e.entityId)
        problem("lost", `${e.action} ${e.requestId}: logged for id ${row.entity_id}, sent for ${e.entityId}`);
    } else if (e.ack === false) {
      counts.refused++;
      if (rows.length) problem("unacknowledged", `${e.action} ${e.requestId}: refused to the user, yet logged`);
    } else counts.unknown++;
  }

  // a created record exists (later edits may have changed its marker: it is found by the id its
  // create was logged with); a refused create left no row carrying its marker
  for (const e of ledger.entries.filter((x) => x.auditAction === "create" && x.ack !== null)) {
    if (e.ack) {
      const row = byRequest.get(e.requestId)?.[0];
      if (!row) continue; // reported as lost above
      const n = (await sql.query(`select count(*)::int as n from ${e.table} where id = $1`, [Number(row.entity_id)])).rows[0].n;
      if (n !== 1) problem("lost", `${e.action} ${e.marker}: ${e.table} ${row.entity_id} is not there`);
      const same = (
        await sql.query(`select count(*)::int as n from audit_log where entity = $1 and action = 'create' and after->>$2 = $3`, [
          e.entity,
          e.markerField,
          e.marker,
        ])
      ).rows[0].n;
      if (same !== 1) problem("duplicated", `${e.action} ${e.marker}: created ${same} times`);
    } else {
      const n = (await sql.query(`select count(*)::int as n from ${e.table} where ${e.markerField} = $1`, [e.marker])).rows[0].n;
      if (n) problem("unacknowledged", `${e.action} ${e.marker}: refused, yet ${n} rows in ${e.table}`);
    }
  }

  // every record that was edited holds the value of its last logged change, and one that was
  // switched on and off alternates and ends in the state of its last switch
  const touched = new Map();
  for (const e of ledger.entries) if (e.entityId && e.ack) touched.set(`${e.table}:${e.entityId}`, e);
  for (const e of touched.values()) {
    const history = (
      await sql.query("select action, after from audit_log where entity = $1 and entity_id = $2 order by id", [
        e.entity,
        String(e.entityId),
      ])
    ).rows;
    const [current] = (await sql.query(`select * from ${e.table} where id = $1`, [e.entityId])).rows;
    if (!current) {
      problem("lost", `${e.table} ${e.entityId} is gone`);
      continue;
    }
    const lastEdit = history.filter((h) => h.action === "update" || h.action === "create").at(-1);
    if (e.markerField && lastEdit && String(current[e.markerField]) !== String(lastEdit.after[e.markerField])) {
      problem(
        "lost",
        `${e.table} ${e.entityId}: ${e.markerField} is ${current[e.markerField]}, last logged ${lastEdit.after[e.markerField]}`,
      );
    }
    const switches = history.filter((h) => h.action === "enable" || h.action === "disable").map((h) => h.action);
    for (let i = 1; i < switches.length; i++)
      if (switches[i] === switches[i - 1]) problem("duplicated", `${e.table} ${e.entityId}: ${switches[i]} logged twice in a row`);
    if (switches.length && "enabled" in current && current.enabled !== (switches.at(-1) === "enable")) {
      problem("lost", `${e.table} ${e.entityId}: enabled=${current.enabled} after a logged ${switches.at(-1)}`);
    }
  }
  return { problems, counts, auditRows: audit.length };
}
