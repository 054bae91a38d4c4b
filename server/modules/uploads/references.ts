import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";

export interface UploadUse {
  /** the record's kind, as in the audit log (e.g. "banner") */
  entity: string;
  entityId: string | number;
  /** the record's file field ("image", "video"…); one record may use files in several fields */
  field: string;
  /** the upload keys the field holds after the save (POST /api/upload answers with `key`) */
  keys: readonly string[];
}

const gone = (field: string) =>
  new ApiError(
    422,
    "A file of this record is no longer available; upload it again",
    { errors: { [field]: ["A file of this record is no longer available; upload it again"] } },
    "该记录的文件已不存在，请重新上传",
  );

/**
 * Call in the transaction that saves a record with a file field: the field now uses exactly these
 * uploads (earlier ones it no longer uses become orphans, removed after a day). A key that names
 * no upload — never uploaded, or already cleaned up — is refused with 422 on the field. The rows
 * are locked against the clean-up until the save commits.
 */
export async function setUploadReferences(q: Queryable, use: UploadUse): Promise<void> {
  const keys = [...new Set(use.keys)];
  const found = keys.length
    ? await q.query<{ id: string; key: string }>("select id, key from uploads where key = any($1::text[]) for key share", [keys])
    : [];
  if (found.length !== keys.length) throw gone(use.field);
  const ids = found.map((r) => r.id);
  const entityId = String(use.entityId);
  await q.query("delete from upload_refs where entity = $1 and entity_id = $2 and field = $3 and not (upload_id = any($4::bigint[]))", [
    use.entity,
    entityId,
    use.field,
    ids,
  ]);
  if (ids.length) {
    await q.query(
      `insert into upload_refs (upload_id, entity, entity_id, field)
       select unnest($1::bigint[]), $2, $3, $4 on conflict do nothing`,
      [ids, use.entity, entityId, use.field],
    );
  }
}

/** Call in the transaction that deletes a record: its files become orphans. */
export async function dropUploadReferences(q: Queryable, entity: string, entityId: string | number): Promise<void> {
  await q.query("delete from upload_refs where entity = $1 and entity_id = $2", [entity, String(entityId)]);
}
