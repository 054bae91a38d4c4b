import { useRouteLoaderData } from "@remix-run/react";
import { AppProvider } from "@shopify/polaris";
import type { ReactNode } from "react";
import { useCatalogs } from "~/lib/i18n-catalogs";
import type { UiLocale } from "~/lib/constants";
import { AppLink } from "./AppLink";

/**
 * Polaris' provider, for the pages that use Polaris' components (ui/PolarisScope.tsx loads this
 * module only for them). It is the one place the console's frame meets Polaris' package.
 */
export function PolarisProvider({ children }: { children: ReactNode }) {
  const locale = useRouteLoaderData<{ locale: UiLocale }>("root")?.locale ?? "zh";
  const catalogs = useCatalogs().get(locale);
  return (
    <AppProvider i18n={(catalogs?.polaris ?? {}) as never} linkComponent={AppLink}>
      {children}
    </AppProvider>
  );
}
