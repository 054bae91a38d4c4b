import { ResourceForm } from "../resource/ResourceForm";
import { hotWordScreen } from "./hot-word";

// apart from the list's module, so the list page's first load carries no form code
export const HotWordForm = () => <ResourceForm def={hotWordScreen} />;
