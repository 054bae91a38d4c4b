import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { AppProvider } from "@shopify/polaris";
import polarisStyles from "@shopify/polaris/build/esm/styles.css";
import { useMemo, type ReactNode } from "react";
import consoleStyles from "./styles/console.css";
import { getLocale, preparedCatalogs } from "./lib/i18n.server";
import { I18nContext, makeT } from "./lib/i18n";
import { useNonce } from "./lib/nonce";
import { AppLink } from "./ui/AppLink";
import { ErrorPage } from "./ui/ErrorPage";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: polarisStyles },
  { rel: "stylesheet", href: consoleStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  return { locale, ...preparedCatalogs[locale] };
}

// The catalogs change only when the language does.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/lang" || formAction === "/logout" ? defaultShouldRevalidate : false;

function Document({ children, lang }: { children: ReactNode; lang: string }) {
  const nonce = useNonce();
  return (
    <html lang={lang === "zh" ? "zh-CN" : "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// The catalogs are the same few strings for every page: parse each once per process (useMemo does
// not persist across server renders).
const parsedCatalogs = new Map<string, unknown>();
function parsed<T>(json: string | undefined): T {
  const key = json ?? "{}";
  let value = parsedCatalogs.get(key);
  if (value === undefined) parsedCatalogs.set(key, (value = JSON.parse(key)));
  return value as T;
}

function Providers({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? "zh";
  const value = useMemo(() => ({ locale, t: makeT(parsed(data?.catalog)) }), [locale, data?.catalog]);
  const polaris = useMemo(() => parsed<never>(data?.polaris), [data?.polaris]);
  return (
    <I18nContext.Provider value={value}>
      <AppProvider i18n={polaris} linkComponent={AppLink}>
        {children}
      </AppProvider>
    </I18nContext.Provider>
  );
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <Document lang={data?.locale ?? "zh"}>
      <Providers>
        <Outlet />
      </Providers>
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Document lang={data?.locale ?? "zh"}>
      <Providers>
        <ErrorPage status={status} message={isRouteErrorResponse(error) ? (error.data as { message?: string })?.message : undefined} />
      </Providers>
    </Document>
  );
}
