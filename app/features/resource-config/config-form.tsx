import { ResourceForm } from "../resource/ResourceForm";
import type { ScreenDef } from "../resource/screen";

// apart from the list's module, so a list page's first load carries no form code
export const ConfigForm = <Row extends { id: number; version?: number }>({ screen }: { screen: ScreenDef<Row> }) => (
  <ResourceForm def={screen} />
);
