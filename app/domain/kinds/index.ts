// Written by server/scripts/registries.mjs from the files in this folder: add a file, not a line here.
import type { KindDef } from "./kind";
import { appVersionKind } from "./app-version";
import { codFeeKind } from "./cod-fee";
import { currencyKind } from "./currency";
import { hotWordKind } from "./hot-word";
import { integralRuleKind } from "./integral-rule";
import { openingAdKind } from "./opening-ad";
import { rankingKind } from "./ranking";
import { reachKind } from "./reach";
import { tagKind } from "./tag";

/** Every kind declared in this folder. */
export const KINDS: readonly KindDef[] = [
  appVersionKind,
  codFeeKind,
  currencyKind,
  hotWordKind,
  integralRuleKind,
  openingAdKind,
  rankingKind,
  reachKind,
  tagKind,
];
