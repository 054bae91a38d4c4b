import { ResourceForm } from "../resource/ResourceForm";
import { openingAdScreen } from "./opening-ad";

// apart from the list's module, so the list page's first load carries no form code
export const OpeningAdForm = () => <ResourceForm def={openingAdScreen} />;
