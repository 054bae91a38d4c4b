import { ResourceForm } from "../resource/ResourceForm";
import { exchangeRateScreen } from "./exchange-rate";

// apart from the list's module, so the list page's first load carries no form code
export const ExchangeRateForm = () => <ResourceForm def={exchangeRateScreen} />;
