import { tagKind } from "~/domain/kinds/tag";
import { kindScreen } from "../resource/kind-screen";
import { ResourceForm } from "../resource/ResourceForm";
import { ResourceList } from "../resource/ResourceList";

// list, filters, form and log all come from the kind (app/domain/kinds/tag.ts)
export const tagScreen = kindScreen(tagKind, () => import("../resource/kind-validator").then((m) => m.kindValidator(tagKind)));

export const TagList = () => <ResourceList def={tagScreen} />;
export const TagForm = () => <ResourceForm def={tagScreen} />;
