// The naming lives in app/domain/site-name.ts so the API names sites the same way.
import { nameAtSite, type Translate } from "~/domain/site-name";

export { nameAtSite, siteInSentence, siteName } from "~/domain/site-name";

/** A record of one site by its name and site, as headings, toasts and logs name it: "Summer deals (英国)". */
export const siteRecordName = (r: { name?: unknown; site?: unknown }, c: { t: Translate }) =>
  nameAtSite(c.t, String(r.name ?? ""), String(r.site ?? ""));
