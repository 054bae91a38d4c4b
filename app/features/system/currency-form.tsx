import { ResourceForm } from "../resource/ResourceForm";
import { currencyScreen } from "./currency";

// apart from the list's module, so the list page's first load carries no form code
export const CurrencyForm = () => <ResourceForm def={currencyScreen} />;
