import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LOCALE, UI_LOCALES, type UiLocale } from "./lib/constants";
import { partOfPath } from "./lib/catalog-parts";
import { browserCatalogs, CatalogContext, catalogsReady } from "./lib/i18n-catalogs";
import { loadPolaris } from "./ui/PolarisScope";

// the document's language: the one its catalog script (/i18n/<locale>.<version>.js) was chosen for
const src = document.querySelector<HTMLScriptElement>('head script[src^="/i18n/"]')?.getAttribute("src") ?? "";
const named = /^\/i18n\/([a-z]+)\./.exec(src)?.[1];
const locale: UiLocale = (UI_LOCALES as readonly string[]).includes(named ?? "") ? (named as UiLocale) : DEFAULT_LOCALE;

// a page drawn with Polaris' components hydrates once Polaris' provider is here (ui/PolarisScope.tsx)
void Promise.all([
  catalogsReady(locale, partOfPath(window.location.pathname)),
  document.body.hasAttribute("data-polaris") ? loadPolaris() : null,
]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CatalogContext.Provider value={browserCatalogs()}>
          <RemixBrowser />
        </CatalogContext.Provider>
      </StrictMode>,
    );
  }),
);
