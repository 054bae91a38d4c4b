import { openingAdKind } from "~/domain/kinds/opening-ad";
import { transitionButtonHtml } from "~/ui/TransitionButton";
import { kindLogView, kindScreen } from "../resource/kind-screen";
import { ResourceList } from "../resource/ResourceList";
import type { ColumnSpec } from "../resource/screen";

const COPY_KEY = "screen-advertisement-list-all-right-btns";

/** Copy makes a new draft from any ad not deleted (the API's opening/config/copy), for holders of the write key. */
const copyColumn: ColumnSpec<{ id: number; status?: unknown }> = {
  title: "opening.copy",
  cell: (r, { t, data }) =>
    r.status !== "deleted" && (data as { keys?: string[] }).keys?.includes(COPY_KEY)
      ? transitionButtonHtml({ action: "", intent: "copy", id: r.id, label: t("opening.copy") })
      : "",
};

// everything but how an ad is named and its copy button comes from its kind (app/domain/kinds/opening-ad.ts)
const screen = kindScreen(openingAdKind, () => import("../resource/kind-validator").then((m) => m.kindValidator(openingAdKind)), {
  name: (r) => r.title,
  logView: kindLogView(openingAdKind, (r) => String(r.title ?? "")),
});
screen.list.columns.splice(-1, 0, copyColumn as (typeof screen.list.columns)[number]);
export const openingAdScreen = screen;

export const OpeningAdList = () => <ResourceList def={openingAdScreen} />;
