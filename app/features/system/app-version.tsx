import { appVersionKind } from "~/domain/kinds/app-version";
import { kindScreen } from "../resource/kind-screen";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";

// list, filters, form (release notes one language below the other, Arabic right to left) and log come from the kind
export const appVersionScreen = kindScreen(
  appVersionKind,
  () => import("../resource/kind-validator").then((m) => m.kindValidator(appVersionKind)),
  { form: { id: "app-version" } },
);

export const AppVersionList = () => <ResourceList def={appVersionScreen} />;
export const AppVersionForm = () => <ResourceForm def={appVersionScreen} />;
