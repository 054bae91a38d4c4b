import type { ConfigKind } from "~/domain/kinds/resource-config";
import { kindRoutes } from "../resource/kind-routes.server";
import { configScreen } from "./config-screen";

const built = new WeakMap<ConfigKind, ReturnType<typeof kindRoutes>>();

/**
 * A storefront config kind's loaders and actions (its list, and the form at its detail route), made
 * once from its definition. Route modules call them inside their own `loader` / `action` functions,
 * so the browser's bundle drops them, and a new kind edits no shared list here.
 */
export function configRoutes(kind: ConfigKind) {
  if (!built.has(kind)) built.set(kind, kindRoutes(kind, configScreen(kind)));
  return built.get(kind)!;
}
