import { KINDS } from "../../../app/domain/kinds";
import { kindEndpoints } from "../../resources/kind";

/**
 * The kinds the API serves from their definition alone (`apiFromDefinition`: the storefront configs
 * of Resource and Shared fission, each held to its slot rule by kindEndpoints): found in
 * app/domain/kinds, so adding one is adding its file there, not a line here.
 */
export const declaredKindEndpoints = KINDS.filter((k) => k.apiFromDefinition).flatMap((k) => kindEndpoints(k));
