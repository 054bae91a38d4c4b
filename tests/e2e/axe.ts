import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { a11yScanned } from "./every-page";
import { expect, signIn, type DemoUser, switchLanguage } from "./fixtures";

const SCANNED_EVERYWHERE = { zh: new Set(a11yScanned("zh")), en: new Set(a11yScanned("en")) };

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

/**
 * An area's accessibility pass in one language: `user` signs in, switches to `lang`, and each
 * page is scanned whole (shell included, every rule) once its heading shows. `scan` scans the page
 * as it is now, for states reached by clicking (a form sent with its errors). Returns the findings.
 * Pages the whole-console pass scans as they open in that language (a11yScanned: each list,
 * form and record with id 1, logs by turns) are not scanned twice.
 */
export async function a11yPass(page: Page, { user, lang }: { user: DemoUser; lang: "zh" | "en" }) {
  await page.goto("/login");
  await signIn(page, user);
  if (lang === "en") {
    await switchLanguage(page, "en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
  const found: string[] = [];
  const scan = async (what: string) => found.push(...(await axeViolations(page, what)));
  const scanPages = async (paths: readonly string[]) => {
    for (const path of paths.filter((p) => !SCANNED_EVERYWHERE[lang].has(p))) {
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await scan(path);
    }
  };
  return { found, scan, scanPages };
}
