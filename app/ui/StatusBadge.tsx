import { useT } from "~/lib/i18n";
import { html, type Html } from "./html";
import { Markup } from "./Markup";

type Tone = "success" | "info" | "attention" | "warning" | "critical";

/**
 * A badge in the look of Polaris' (ui/fields.css; the tone named for screen readers, in Polaris'
 * words) without its component tree: list rows render one or two each, and the component's layers showed in the
 * server's render time. Rows written as a string take `badgeHtml`; React pages this component,
 * which draws the same markup.
 */
export function badgeHtml(t: (key: string) => string, tone: Tone | undefined, label: string): Html {
  return html`<span class="${tone ? `console-badge ${tone}` : "console-badge"}">${tone ? html`<span class="console-visually-hidden">${t(`common.tone.${tone}`)}</span>` : null}<span>${label}</span></span>`;
}

export function PlainBadge({ tone, children }: { tone?: Tone; children: string }) {
  const { t } = useT();
  return <Markup html={badgeHtml(t, tone, children)} />;
}

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useT();
  return <PlainBadge tone={enabled ? "success" : undefined}>{enabled ? t("common.enabled") : t("common.disabled")}</PlainBadge>;
}
