import { shareConfigKind } from "~/domain/kinds/share-config";
import { configScreen } from "../resource-config/config-screen";

// a share campaign's screen comes from its one definition, on the storefront configs' shape
export const shareConfigScreen = configScreen(shareConfigKind);
