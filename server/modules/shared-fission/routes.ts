import { shareConfigKind } from "../../../app/domain/kinds/share-config";
import { kindEndpoints } from "../../resources/kind";

/** Shared fission's endpoints (spec section 7: share/configs/*, share/config_logs/paginate), from its one definition (its slot rule included). */
export const sharedFissionEndpoints = kindEndpoints(shareConfigKind);
