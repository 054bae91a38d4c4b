import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe-core over the page with every rule it runs by default. `axe.run` in the page (legacy mode,
 * which still injects into every frame) and violations only: the default path opens a blank page
 * per scan to merge frame results and serializes every passing node, about two thirds of a scan's
 * time on our pages, for the same violations. Chain include / disableRules after it.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}

/** One line per violated rule and element: where, which rule, its impact, which element. */
export async function axeViolations(page: Page, where: string, builder: AxeBuilder = axe(page)): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) ${n.target.join(" ")} — ${v.help}`));
}
