import { resourceRoutes } from "../resource/routes.server";
import { appVersionScreen } from "./app-version";
import { NOTE_LANGUAGES } from "./app-version-lifecycle";
import { appVersionSchema } from "./app-version-schema";

export const { listLoader, listAction, formLoader, formAction } = resourceRoutes(appVersionScreen, {
  api: { list: "config/app-versions", one: "config/app-version" },
  schema: appVersionSchema,
  toBody: ({ force_update, notes_en, notes_es, notes_de, notes_it, notes_fr, notes_pt, notes_ar, ...rest }) => ({
    ...rest,
    force_update: force_update === "yes",
    release_notes: { en: notes_en, es: notes_es, de: notes_de, it: notes_it, fr: notes_fr, pt: notes_pt, ar: notes_ar },
  }),
  // the API names a note by its language inside release_notes
  fieldMap: Object.fromEntries(NOTE_LANGUAGES.map((l) => [`release_notes.${l}`, `notes_${l}`])),
  logs: "app_version",
});
