import type { ConfigKind } from "~/domain/kinds/resource-config";
import { kindLogView, kindScreen } from "../resource/kind-screen";
import { ResourceList } from "../resource/ResourceList";
import type { ScreenDef } from "../resource/screen";

const screens = new WeakMap<ConfigKind, ScreenDef<any>>();

/**
 * A storefront config kind's screen: everything but how a record is named (its title) comes from its
 * kind. Made once per kind, so a kind's route modules ask for it by the kind alone: no shared list of
 * screens to edit when a kind is added.
 */
export function configScreen<K extends ConfigKind>(kind: K): ReturnType<typeof screenOf<K>> {
  if (!screens.has(kind)) screens.set(kind, screenOf(kind));
  return screens.get(kind)!;
}

const screenOf = <K extends ConfigKind>(kind: K) =>
  kindScreen(kind, () => import("../resource/kind-validator").then((m) => m.kindValidator(kind)), {
    name: (r) => String(r.title ?? ""),
    logView: kindLogView(kind, (r) => String(r.title ?? "")),
  });

export const ConfigList = <Row extends { id: number }>({ screen }: { screen: ScreenDef<Row> }) => <ResourceList def={screen} />;
