import polarisEn from "@shopify/polaris/locales/en.json";
import polarisZh from "@shopify/polaris/locales/zh-CN.json";
import type { UiLocale } from "./constants";

// Polaris' own strings follow the interface language; sent with the root loader's data so the
// browser bundle carries neither catalog.
export const polarisTranslations: Record<UiLocale, Record<string, unknown>> = { en: polarisEn, zh: polarisZh };
