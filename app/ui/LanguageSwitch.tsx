import { UI_LOCALES } from "~/lib/constants";
import { useT } from "~/lib/i18n";
import { ENHANCE } from "./enhance";

/** zh / en switch as plain form posts: works with or without JavaScript. */
export function LanguageSwitch({ redirectTo }: { redirectTo: string }) {
  const { t, locale } = useT();
  return (
    <span className="console-langswitch">
      <span className="console-muted console-langswitch-label">{t("topbar.language")}:</span>
      {UI_LOCALES.map((l) => (
        <form method="post" action="/lang" key={l} style={{ display: "inline" }} {...ENHANCE}>
          <input type="hidden" name="lng" value={l} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className="console-linkbutton" aria-pressed={locale === l} data-testid={`lang-${l}`}>
            {t(`lang.${l}`)}
          </button>
        </form>
      ))}
    </span>
  );
}
