import type { ConfigKind } from "~/domain/kinds/resource-config";
import { kindLogView, kindScreen } from "../resource/kind-screen";
import { ResourceList } from "../resource/ResourceList";
import type { ScreenDef } from "../resource/screen";

/** A storefront config kind's screen: everything but how a record is named (its title) comes from its kind. */
export const configScreen = <K extends ConfigKind>(kind: K) =>
  kindScreen(kind, () => import("../resource/kind-validator").then((m) => m.kindValidator(kind)), {
    name: (r) => String(r.title ?? ""),
    logView: kindLogView(kind, (r) => String(r.title ?? "")),
  });

export const ConfigList = <Row extends { id: number }>({ screen }: { screen: ScreenDef<Row> }) => <ResourceList def={screen} />;
