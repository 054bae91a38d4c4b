import * as z from "zod";
import { compareVersions, NOTE_LANGUAGES, PLATFORMS, PUBLISH_UNPUBLISH, SEMVER } from "../../../app/features/system/app-version-lifecycle";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { idField, versionField } from "../../http/list";
import { equals, flag } from "../../resources/filters";
import { recordApi, type ResourceDef } from "../../resources/resource";

const semver = z.string().regex(SEMVER, "must be a version MAJOR.MINOR.PATCH, e.g. 2.14.0 (numbers up to 9999, no leading zeros)");
const note = z.string().trim().max(2000, "must be at most 2000 characters");
const releaseNotes = z.strictObject({
  en: note.min(1, "English release notes are required"),
  ...Object.fromEntries(NOTE_LANGUAGES.filter((l) => l !== "en").map((l) => [l, note.optional()])),
});

const fields = {
  platform: z.enum(PLATFORMS, { error: "must be ios or android" }),
  app_version: semver,
  min_version: semver,
  force_update: z.boolean({ error: "must be true or false" }),
  release_notes: releaseNotes,
};
// an app below the minimum must update; the minimum cannot be above the version itself
const minNotAbove = (v: { app_version: string; min_version: string }) =>
  !SEMVER.test(v.app_version) || !SEMVER.test(v.min_version) || compareVersions(v.min_version, v.app_version) <= 0;
const minIssue = { message: "must not be above the version", path: ["min_version"] };

export const appVersionCreateBody = z.strictObject(fields).refine(minNotAbove, minIssue);
export const appVersionUpdateBody = z.strictObject({ id: idField, version: versionField, ...fields }).refine(minNotAbove, minIssue);

const key = (v: string) => v.split(".").map(Number);

/** One app release per platform: what the apps' update check offers once it is published. */
export const appVersionResource: ResourceDef = {
  entity: "app_version",
  noun: { en: "App version", zh: "应用版本" },
  route: "system-rn-install",
  table: "app_versions",
  select: "id, platform, app_version, min_version, force_update, release_notes, published, version, updated_by, created_at, updated_at",
  list: {
    path: "/api/config/app-versions",
    filters: {
      platform: equals("platform", fields.platform),
      force_update: flag("force_update"),
      published: flag("published"),
    },
    order: "id desc",
    sort: { app_version: "version_key", updated_at: "updated_at" },
  },
  ...recordApi("/api/config/app-version", { create: appVersionCreateBody, update: appVersionUpdateBody, lifecycle: PUBLISH_UNPUBLISH }),
  async check(q, v, id) {
    await uniqueVersion(q, v.platform, v.app_version, id ?? 0);
    // English first, the others only where written
    const notes = Object.fromEntries(NOTE_LANGUAGES.flatMap((l) => (v.release_notes[l] ? [[l, v.release_notes[l]]] : [])));
    return { version_key: key(v.app_version), min_version_key: key(v.min_version), release_notes: JSON.stringify(notes) };
  },
};

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
