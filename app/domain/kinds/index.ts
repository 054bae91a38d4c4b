// Written by server/scripts/registries.mjs from the files in this folder: add a file, not a line here.
import type { KindDef } from "./kind";
import { codFeeKind } from "./cod-fee";
import { currencyKind } from "./currency";
import { signBannerKind } from "./sign-banner";
import { tagKind } from "./tag";

/** Every kind declared in this folder. */
export const KINDS: readonly KindDef[] = [codFeeKind, currencyKind, signBannerKind, tagKind];
