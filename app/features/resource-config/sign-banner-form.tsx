import { ResourceForm } from "../resource/ResourceForm";
import { signBannerScreen } from "./sign-banner";

// apart from the list's module, so the list page's first load carries no form code
export const SignBannerForm = () => <ResourceForm def={signBannerScreen} />;
