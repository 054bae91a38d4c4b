import { shareConfigKind } from "../../../app/domain/kinds/share-config";
import { kindEndpoints } from "../../resources/kind";
import { slotChecks } from "../resource/slots";

/** Shared fission's endpoints (spec section 7: share/configs/*, share/config_logs/paginate), from its one definition. */
export const sharedFissionEndpoints = kindEndpoints(shareConfigKind, slotChecks(shareConfigKind));
