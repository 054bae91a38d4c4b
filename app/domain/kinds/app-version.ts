import { compareVersions, NOTE_LANGUAGES, PLATFORMS, PUBLISH_UNPUBLISH, SEMVER } from "../../features/system/app-version-lifecycle";
import { defineKind } from "./kind";

const semver = {
  re: SEMVER,
  en: "must be a version MAJOR.MINOR.PATCH, e.g. 2.14.0 (numbers up to 9999, no leading zeros)",
  key: "appv.v.semver",
  example: "2.14.0",
};

/** One app release per platform (issue 9): what the apps' update check offers once it is published. */
export const appVersionKind = defineKind({
  entity: "app_version",
  noun: { en: "App version", zh: "应用版本" },
  route: "system-rn-install",
  table: "app_versions",
  lifecycle: PUBLISH_UNPUBLISH,
  api: { list: "/api/config/app-versions", one: "/api/config/app-version", log: "/api/config/logs" },
  order: "id desc",
  // versions sort as numbers (5.10.0 after 5.9.0): by the key the server derives
  sort: { app_version: "version_key" },
  text: { create: "appv.create", createTitle: "appv.createTitle", editTitle: "appv.editTitle", label: "appv.label", kind: "appv.label" },
  fields: {
    app_version: { kind: "text", label: "appv.version", max: 14, pattern: semver, help: "appv.version.help", list: { sort: true }, row: 1 },
    platform: {
      kind: "select",
      label: "appv.platform",
      values: PLATFORMS,
      option: (v) => `appv.platform.${v}`,
      apiMessage: "must be ios or android",
      list: true,
      filter: "equals",
      row: 1,
    },
    min_version: { kind: "text", label: "appv.minVersion", max: 14, pattern: semver, help: "appv.minVersion.help", list: true, row: 1 },
    force_update: {
      kind: "checkbox",
      label: "appv.forceUpdate",
      option: (v) => `appv.force.${v}`,
      default: false,
      list: true,
      filter: "equals",
      row: 1,
    },
    // English first; every version has it
    release_notes: {
      kind: "localized",
      label: "appv.notes",
      values: NOTE_LANGUAGES,
      need: ["en"],
      max: 2000,
      multiline: true,
      option: (lang) => `appv.notes.${lang}`,
      formPrefix: "notes",
      formMessage: "appv.v.notesEn",
      list: true,
    },
  },
  refine: [
    {
      // an app below the minimum must update; the minimum cannot be above the version itself
      path: "min_version",
      ok: (v) =>
        !SEMVER.test(String(v.app_version)) ||
        !SEMVER.test(String(v.min_version)) ||
        compareVersions(String(v.min_version), String(v.app_version)) <= 0,
      en: "must not be above the version",
      key: "appv.v.minAbove",
      after: ["app_version", "min_version"],
    },
  ],
});
