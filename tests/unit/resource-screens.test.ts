// The console and API halves of each System resource are declared apart; they must agree on the
// route, the lifecycle and what can be sorted, or a screen would offer what the API refuses.
import { describe, expect, it } from "vitest";
import { appVersionScreen } from "~/features/system/app-version";
import { benchmarkScreen } from "~/features/system/benchmark-rate";
import { codFeeScreen } from "~/features/system/cod-fee";
import { currencyScreen } from "~/features/system/currency";
import { exchangeRateScreen } from "~/features/system/exchange-rate";
import { filterChecks } from "~/features/resource/filter-checks.server";
import { sortKeys } from "~/features/resource/screen";
import { CONFIG_RESOURCES } from "../../server/modules/config/routes";

const SCREENS = [benchmarkScreen, currencyScreen, exchangeRateScreen, codFeeScreen, appVersionScreen];

describe("console screens and API resources", () => {
  it.each(SCREENS.map((s) => [s.route, s] as const))("%s: same route, same lifecycle, only declared sort fields", (route, screen) => {
    const server = CONFIG_RESOURCES.find((r) => r.route === route);
    expect(server, `no API resource for ${route}`).toBeDefined();
    expect(screen.lifecycle).toBe(server!.transition?.lifecycle);
    const sorts = screen.list.columns.flatMap((c) => (c.sort ? [c.sort] : []));
    expect(sorts.length).toBeGreaterThan(0);
    for (const s of sorts) expect(Object.keys(server!.list.sort ?? {}), `${route} sorts by ${s}`).toContain(s);
  });

  it("the URL parameters a list reads: its filters, the state field, and sort only by its sortable columns", () => {
    const checks = filterChecks(exchangeRateScreen);
    expect(Object.keys(checks).sort()).toEqual(["active_on", "currency", "enabled", "period", "site"]);
    expect(sortKeys(exchangeRateScreen)).toContain("start_at");
    expect(sortKeys(exchangeRateScreen)).not.toContain("remark");
    expect(checks.enabled("true")).toBe(true);
    expect(checks.enabled("yes")).toBe(false);
    expect(checks.site("mars")).toBe(false);
    expect(checks.active_on("2030-02-30x")).toBe(false);
  });
});
