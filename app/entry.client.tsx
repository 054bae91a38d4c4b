import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { browserCatalogs, CatalogContext } from "./lib/i18n-catalogs";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CatalogContext.Provider value={browserCatalogs()}>
        <RemixBrowser />
      </CatalogContext.Provider>
    </StrictMode>,
  );
});
