import { useT } from "~/lib/i18n";
import { html, type Html } from "./html";
import { Markup } from "./Markup";

type Tone = "success" | "info" | "attention" | "warning" | "critical";
const TONE_CLASS: Record<Tone, string> = {
  success: "Polaris-Badge Polaris-Badge--toneSuccess",
  info: "Polaris-Badge Polaris-Badge--toneInfo",
  attention: "Polaris-Badge Polaris-Badge--toneAttention",
  warning: "Polaris-Badge Polaris-Badge--toneWarning",
  critical: "Polaris-Badge Polaris-Badge--toneCritical",
};

/**
 * Polaris' Badge markup (the tone named for screen readers, in Polaris' words) without its
 * component tree: list rows render one or two each, and the component's layers showed in the
 * server's render time. Rows written as a string take `badgeHtml`; React pages this component,
 * which draws the same markup.
 */
export function badgeHtml(t: (key: string) => string, tone: Tone | undefined, label: string): Html {
  return html`<span class="${tone ? TONE_CLASS[tone] : "Polaris-Badge"}">${tone ? html`<span class="Polaris-Text--root Polaris-Text--visuallyHidden">${t(`common.tone.${tone}`)}</span>` : null}<span class="Polaris-Text--root Polaris-Text--bodySm">${label}</span></span>`;
}

export function PlainBadge({ tone, children }: { tone?: Tone; children: string }) {
  const { t } = useT();
  return <Markup html={badgeHtml(t, tone, children)} />;
}

export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useT();
  return <PlainBadge tone={enabled ? "success" : undefined}>{enabled ? t("common.enabled") : t("common.disabled")}</PlainBadge>;
}
