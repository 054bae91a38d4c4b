import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import polarisStyles from "@shopify/polaris/build/esm/styles.css";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import consoleStyles from "./styles/console.css";
import fieldStyles from "./ui/fields.css";
import shellStyles from "./ui/shell/shell.css";
import { getLocale } from "./lib/i18n.server";
import { I18nContext, makeT, type Catalog } from "./lib/i18n";
import { catalogScriptPath, loadCatalogs, useCatalogs } from "./lib/i18n-catalogs";
import { partOfPath } from "./lib/catalog-parts";
import type { UiLocale } from "./lib/constants";
import { useNonce } from "./lib/nonce";
import { LazyErrorPage as ErrorPage } from "./ui/LazyErrorPage";
import { PolarisScope, usesPolaris } from "./ui/PolarisScope";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: polarisStyles },
  { rel: "stylesheet", href: shellStyles },
  { rel: "stylesheet", href: fieldStyles },
  { rel: "stylesheet", href: consoleStyles },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request);
  return { locale };
}

// After the language changes in the browser (the switch is a router navigation), the new
// language's strings (the core and the page's area part) are loaded before the page renders in it.
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  await loadCatalogs(data.locale, partOfPath(new URL(request.url).pathname));
  return data;
}

// The catalogs change only when the language does.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/lang" || formAction === "/logout" ? defaultShouldRevalidate : false;

function Document({ children, lang }: { children: ReactNode; lang: UiLocale }) {
  const nonce = useNonce();
  const { version } = useCatalogs();
  // the area part of the page the document opened on; later areas load on navigation (routes/_app.tsx)
  const { pathname } = useLocation();
  const [part] = useState(() => partOfPath(pathname));
  // marks the document once React has taken it over: until then a link does what it does without
  // JavaScript, and the end-to-end journeys wait for this before using what only the script does
  useEffect(() => void document.documentElement.setAttribute("data-hydrated", ""), []);
  // read by entry.client.tsx: Polaris' provider is loaded before such a page hydrates
  const polaris = usesPolaris(useMatches());
  return (
    <html lang={lang === "zh" ? "zh-CN" : "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <Meta />
        <Links />
        {/* classic and deferred: it runs before the module scripts below, so hydration has the strings */}
        <script defer nonce={nonce} src={catalogScriptPath(lang, version)} />
        {part ? <script defer nonce={nonce} src={catalogScriptPath(lang, version, part)} /> : null}
      </head>
      <body data-polaris={polaris ? "" : undefined}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// One translator per language for the process (server) or the page (browser).
const translators = new Map<Catalog, ReturnType<typeof makeT>>();
function translator(catalog: Catalog) {
  let t = translators.get(catalog);
  if (!t) translators.set(catalog, (t = makeT(catalog)));
  return t;
}

function Providers({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? "zh";
  const catalogs = useCatalogs().get(locale);
  const value = useMemo(() => ({ locale, t: translator(catalogs?.catalog ?? {}) }), [locale, catalogs]);
  const matches = useMatches();
  return (
    <I18nContext.Provider value={value}>
      {/* the signed-in layout scopes its pages itself (routes/_app.tsx), so its shell is never remounted */}
      {matches.some((m) => m.id === "routes/_app") ? children : <PolarisScope>{children}</PolarisScope>}
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
