import { signBannerKind } from "../../../app/domain/kinds/sign-banner";
import { kindEndpoints } from "../../resources/kind";

/** The Resource area's endpoints (spec section 7, resource/{type}/…): each kind from its one definition. */
export const resourceAreaEndpoints = [...kindEndpoints(signBannerKind)];
