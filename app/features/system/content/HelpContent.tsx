import { RTL_LANGUAGES } from "./constants";

/**
 * Saved help-center content as the storefront shows it. The HTML was sanitized by the API before
 * it was stored (server/modules/content/sanitize.ts: no scripts, no event handlers, no styles,
 * http(s) links and images only), so it is shown as HTML here and nothing in it runs.
 */
export function HelpContent({ html, lang }: { html: string; lang: string }) {
  return <div className="console-help-content" lang={lang} dir={RTL_LANGUAGES.includes(lang) ? "rtl" : "ltr"} data-testid={`help-content-${lang}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
