import { appVersionKind } from "../../../app/domain/kinds/app-version";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { kindResource } from "../../resources/kind";

const key = (v: string) => v.split(".").map(Number);

/** App versions (app/domain/kinds/app-version.ts), with what is written by hand: one per platform and version, and the numeric keys it sorts by. */
export const appVersionResource = kindResource(appVersionKind, {
  async check(q, v, id) {
    await uniqueVersion(q, v.platform, v.app_version, id ?? 0);
    return { version_key: key(v.app_version), min_version_key: key(v.min_version), release_notes: JSON.stringify(v.release_notes) };
  },
});

async function uniqueVersion(q: Queryable, platform: string, version: string, exceptId: number) {
  const dup = await q.query("select id from app_versions where platform = $1 and app_version = $2 and id <> $3", [
    platform,
    version,
    exceptId,
  ]);
  if (dup.length) {
    const en = `${platform} ${version} already exists`;
    throw new ApiError(409, en, { errors: { app_version: [en] } }, `${platform} ${version} 已存在`);
  }
}
