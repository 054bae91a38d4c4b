import { signBannerKind } from "~/domain/kinds/sign-banner";
import { kindLogView, kindScreen } from "../resource/kind-screen";
import { ResourceList } from "../resource/ResourceList";

// everything but how a banner is named comes from its kind (app/domain/kinds/sign-banner.ts)
export const signBannerScreen = kindScreen(
  signBannerKind,
  () => import("../resource/kind-validator").then((m) => m.kindValidator(signBannerKind)),
  {
    name: (r) => r.title,
    logView: kindLogView(signBannerKind, (r) => String(r.title ?? "")),
  },
);

export const SignBannerList = () => <ResourceList def={signBannerScreen} />;
