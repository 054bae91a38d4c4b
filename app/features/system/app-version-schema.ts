import * as z from "zod";
import { compareVersions, PLATFORMS, SEMVER } from "./app-version-lifecycle";

// The app-version form: release notes are one field per language (notes_<lang>), English required.
const semver = z.string({ error: "v.required" }).trim().regex(SEMVER, "appv.v.semver");
const note = z.string().trim().max(2000, "v.tooLong").optional();
const id = z.number().int().positive();

export const appVersionSchema = z
  .object({
    id: id.optional(),
    version: id.optional(),
    platform: z.enum(PLATFORMS, { error: "v.choose" }),
    app_version: semver,
    min_version: semver,
    force_update: z.enum(["yes", "no"], { error: "v.choose" }),
    notes_en: z.string({ error: "appv.v.notesEn" }).trim().min(1, "appv.v.notesEn").max(2000, "v.tooLong"),
    notes_es: note,
    notes_de: note,
    notes_it: note,
    notes_fr: note,
    notes_pt: note,
    notes_ar: note,
  })
  .refine((v) => compareVersions(v.min_version, v.app_version) <= 0, { message: "appv.v.minAbove", path: ["min_version"] });
