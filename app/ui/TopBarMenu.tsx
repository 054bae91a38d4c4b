import { useT } from "~/lib/i18n";
import { ENHANCE } from "./enhance";
import { LanguageSwitch } from "./LanguageSwitch";
import { PAGE_SEARCH_MAX } from "~/lib/page-search";

/**
 * The Frame's top bar: the console's name, the page search, the language switch, the user and sign-out, all plain
 * forms. Our own markup on Polaris tokens rather than Polaris' TopBar, whose search field, user
 * menu and popovers we do not use but every page would download and render. On narrow screens,
 * where the Frame hides the menu, the toggle opens it.
 */
export function TopBarMenu({ name, redirectTo, onNavigationToggle }: { name: string; redirectTo: string; onNavigationToggle(): void }) {
  const { t } = useT();
  return (
    <header className="console-topbar">
      {/* a link to the menu, so that without JavaScript it still opens it (console.css, :target) */}
      <a
        href="#AppFrameNav"
        role="button"
        className="console-navtoggle"
        aria-label={t("topbar.menu")}
        aria-controls="AppFrameNav"
        onClick={(e) => {
          e.preventDefault();
          onNavigationToggle();
        }}
      >
        <span aria-hidden="true" />
      </a>
      <span className="console-brand">{t("app.name")}</span>
      {/* the page search (issue 41 §13): a plain GET form to the results page, with or without JavaScript */}
      <form method="get" action="/search" role="search" className="console-pagesearch" aria-label={t("topbar.search")} {...ENHANCE}>
        <label htmlFor="shell-page-search" className="console-visually-hidden">
          {t("topbar.search")}
        </label>
        <input id="shell-page-search" name="q" type="search" maxLength={PAGE_SEARCH_MAX} placeholder={t("topbar.searchPlaceholder")} />
        <button type="submit">{t("search.submit")}</button>
      </form>
      <div className="console-usermenu" data-testid="user-menu">
        <LanguageSwitch redirectTo={redirectTo} />
        <span data-testid="current-user">{t("topbar.user", { name })}</span>
        <form method="post" action="/logout" style={{ display: "inline" }} {...ENHANCE}>
          <button type="submit" className="console-linkbutton" data-testid="sign-out">
            {t("topbar.signOut")}
          </button>
        </form>
      </div>
    </header>
  );
}
