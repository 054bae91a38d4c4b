import { TopBar } from "@shopify/polaris";
import { useT } from "~/lib/i18n";
import { ENHANCE } from "./enhance";
import { LanguageSwitch } from "./LanguageSwitch";

/** Top bar: the user, the language switch and sign-out, all as plain forms. */
export function TopBarMenu({ name, redirectTo }: { name: string; redirectTo: string }) {
  const { t } = useT();
  return (
    <TopBar
      userMenu={
        <div className="console-usermenu">
          <LanguageSwitch redirectTo={redirectTo} />
          <span data-testid="current-user">{t("topbar.user", { name })}</span>
          <form method="post" action="/logout" style={{ display: "inline" }} {...ENHANCE}>
            <button type="submit" className="console-linkbutton" data-testid="sign-out">
              {t("topbar.signOut")}
            </button>
          </form>
        </div>
      }
    />
  );
}
