import { contactUsEndpoints, helpCenterEndpoints } from "./help-center";
import { translationEndpoints } from "./translation";

// System › language library, help center, contact us, option tags (spec section 2, 7).
export const contentEndpoints = [...translationEndpoints, ...helpCenterEndpoints, ...contactUsEndpoints];
