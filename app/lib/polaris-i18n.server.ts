import polarisEn from "@shopify/polaris/locales/en.json";
import polarisZh from "@shopify/polaris/locales/zh-CN.json";
import type { UiLocale } from "./constants";

// Polaris' own strings follow the interface language. They travel with the root loader's data
// (so the browser bundle carries neither catalog), trimmed to the namespaces of the components the
// console renders: every page carries them. Add a namespace here when a screen starts using a
// Polaris component with its own text (DatePicker, DropZone, IndexTable, Filters, …); a missing
// one renders as empty text, never an error.
const USED = ["Badge", "Banner", "Button", "Common", "DatePicker", "TextField"];

function pick(all: { Polaris: Record<string, unknown> }) {
  const picked: Record<string, unknown> = Object.fromEntries(USED.filter((k) => k in all.Polaris).map((k) => [k, all.Polaris[k]]));
  return { Polaris: picked };
}

export const polarisTranslations: Record<UiLocale, Record<string, unknown>> = { en: pick(polarisEn), zh: pick(polarisZh) };
