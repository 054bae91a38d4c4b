import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";

/** A site named the one way (lib/sites.ts), where a cell has no `t` of its own. */
export function SiteName({ site }: { site: string }) {
  const { t } = useT();
  return <>{siteName(t, site)}</>;
}
