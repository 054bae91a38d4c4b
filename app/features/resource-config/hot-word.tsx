import { hotWordKind } from "~/domain/kinds/hot-word";
import { kindLogView, kindScreen } from "../resource/kind-screen";
import { ResourceList } from "../resource/ResourceList";
import { HotWordOrder, type OrderData } from "./HotWordOrder";

const SORT_KEY = "hot-word-setting-all-right-btns";

// everything but how a word is named and the order panel comes from its kind (app/domain/kinds/hot-word.ts)
export const hotWordScreen = kindScreen(hotWordKind, () => import("../resource/kind-validator").then((m) => m.kindValidator(hotWordKind)), {
  name: (r) => r.word,
  logView: kindLogView(hotWordKind, (r) => String(r.word ?? "")),
});

export const HotWordList = () => (
  <ResourceList
    def={hotWordScreen}
    above={(data) => <HotWordOrder order={(data.order as OrderData | null) ?? null} canSort={(data.keys as string[]).includes(SORT_KEY)} />}
  />
);
