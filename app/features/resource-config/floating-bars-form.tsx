import { ResourceForm } from "../resource/ResourceForm";
import { commercialBarScreen, homeBarScreen, registerBarScreen } from "./floating-bars";

// apart from the lists' module, so a list page's first load carries no form code
export const RegisterBarForm = () => <ResourceForm def={registerBarScreen} />;
export const HomeBarForm = () => <ResourceForm def={homeBarScreen} />;
export const CommercialBarForm = () => <ResourceForm def={commercialBarScreen} />;
