import type { FieldMetadata } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { slotTotal, type SlotRow } from "~/domain/kinds/turnplate-slot-rows";
import { tMessages, type T } from "~/lib/i18n";
import { SelectInput, TextInput } from "~/ui/fields";
import type { PickerData } from "../resource/picker-values";
import { pickDetail, type PickRow } from "../resource/pickers";
import { bpToPercent, FULL_BP, PRIZE_KINDS, PRIZES_MAX } from "./turnplate-rules";

// A wheel's prize slots edited as rows (issue 41): name, kind, the value its kind reads, probability
// and stock, a row per slot. "Add a slot" and "Remove slot n" are conform's list intents on plain
// submit buttons: without JavaScript they post the form, and the action answers with the same values
// and the rows changed, nothing saved (a list intent never reaches the API); with it the browser
// changes the rows at once. Each row has the three value boxes; which one shows follows the chosen
// kind by CSS (`:has()`, console.css), so the page behaves the same with JavaScript off.

const INTENT = "__intent__";
const insertSlot = JSON.stringify({ type: "insert", payload: { name: "prizes", defaultValue: { kind: "points" } } });
const removeSlot = (index: number) => JSON.stringify({ type: "remove", payload: { name: "prizes", index } });

type Fields = Record<string, FieldMetadata<unknown>>;
type Field = FieldMetadata<unknown>;
type Option = { value: string; label: string };

/** A prize a slot names by choice (a voucher or a product of the site), its box shown for its kind. */
const CHOICES = {
  voucher: { label: "turnplate.slot.voucher", placeholder: "turnplate.slot.chooseVoucher" },
  product: { label: "turnplate.slot.product", placeholder: "turnplate.slot.chooseProduct" },
} as const;

function ChoiceBox({ field, which, options, t }: { field: Field; which: keyof typeof CHOICES; options: Option[]; t: T }) {
  return (
    <div className="turnplate-slot-value" data-box={which}>
      <SelectInput
        uncontrolled
        field={field}
        label={t(CHOICES[which].label)}
        options={options}
        placeholder={t(CHOICES[which].placeholder)}
      />
    </div>
  );
}

/** "Knit hat (#175 · PP0000175 · USD 20.99 · stock 38)": a listed record as a row's option */
function optionsOf(picker: PickerData | undefined, t: T): Option[] {
  const rows = new Map<number, PickRow>([...(picker?.rows ?? []), ...(picker?.results ?? [])].map((r) => [r.id, r]));
  return [...rows.values()].map((r) => ({ value: String(r.id), label: `${r.name} (${pickDetail(r, t)})` }));
}

export function TurnplateSlots({ fields, t, data }: { fields: Fields; t: T; data: unknown }) {
  const list = (fields.prizes as FieldMetadata<SlotRow[]>).getFieldList();
  const pickers = (data as { pickers?: Record<string, PickerData> } | null)?.pickers;
  const products = optionsOf(pickers?.products, t);
  const vouchers = optionsOf(pickers?.vouchers, t);
  const kinds = PRIZE_KINDS.map((k) => ({ value: k, label: t(`turnplate.kind.${k}`) }));
  const box = useRef<HTMLDivElement>(null);
  const typed = () => list.map((row) => String(row.getFieldset().probability.initialValue ?? ""));
  const [total, setTotal] = useState(() => slotTotal(typed()));
  // the total follows what is typed, and the rows added or removed
  const recount = useCallback(() => {
    const inputs = box.current?.querySelectorAll<HTMLInputElement>("input[name^='prizes['][name$='].probability']") ?? [];
    setTotal(slotTotal([...inputs].map((i) => i.value)));
  }, []);
  useEffect(() => {
    const form = box.current?.closest("form");
    if (!form) return;
    form.addEventListener("input", recount);
    return () => form.removeEventListener("input", recount);
  }, [recount]);
  // keyboard: a row added takes the focus in its first box; after a removal focus stays in the
  // slots, on "Add a slot" (the removed row's button is gone)
  const focusAfter = useRef<"added" | "removed" | null>(null);
  useEffect(() => {
    recount();
    const slots = box.current;
    if (focusAfter.current === "added") slots?.querySelector<HTMLElement>(".turnplate-slot:last-of-type input")?.focus();
    if (focusAfter.current === "removed") slots?.querySelector<HTMLElement>("[data-slot-add]")?.focus();
    focusAfter.current = null;
  }, [list.length, recount]);
  const error = tMessages(t, fields.prizes.errors);
  const errorId = `${fields.prizes.id}Error`;
  return (
    <div ref={box} className="turnplate-slots" data-testid="turnplate-slots">
      <p className="console-label" id={`${fields.prizes.id}Label`}>
        {t("turnplate.prizes")}
      </p>
      <p className="console-subdued">{t("turnplate.prizes.help")}</p>
      {list.map((row, i) => {
        const f = row.getFieldset();
        return (
          <fieldset key={row.key} className="console-fieldset turnplate-slot" data-testid={`slot-${i + 1}`}>
            <legend>{t("turnplate.slot.legend", { n: i + 1 })}</legend>
            <div className="turnplate-slot-boxes">
              <TextInput uncontrolled field={f.name} label={t("turnplate.slot.name")} />
              <SelectInput uncontrolled field={f.kind} label={t("turnplate.slot.kind")} options={kinds} />
              <div className="turnplate-slot-value" data-box="points">
                <TextInput uncontrolled field={f.points} label={t("turnplate.slot.points")} inputMode="numeric" />
              </div>
              <ChoiceBox field={f.voucher} which="voucher" options={vouchers} t={t} />
              <ChoiceBox field={f.product} which="product" options={products} t={t} />
              <TextInput uncontrolled field={f.probability} label={t("turnplate.slot.probability")} inputMode="decimal" />
              <TextInput
                uncontrolled
                field={f.stock}
                label={t("turnplate.slot.stock")}
                inputMode="numeric"
                helpText={t("turnplate.slot.stock.help")}
              />
            </div>
            <button
              type="submit"
              name={INTENT}
              value={removeSlot(i)}
              formNoValidate
              className="budget-button"
              onClick={() => (focusAfter.current = "removed")}
            >
              {t("turnplate.slot.remove", { n: i + 1 })}
            </button>
          </fieldset>
        );
      })}
      {list.length < PRIZES_MAX ? (
        <p>
          <button
            type="submit"
            name={INTENT}
            value={insertSlot}
            formNoValidate
            className="budget-button"
            data-slot-add
            onClick={() => (focusAfter.current = "added")}
          >
            {t("turnplate.slot.add")}
          </button>
        </p>
      ) : (
        <p className="console-subdued">{t("turnplate.slots.full", { n: PRIZES_MAX })}</p>
      )}
      <p className="turnplate-slots-total" aria-live="polite" data-testid="slots-total">
        {t(
          total.bp === FULL_BP
            ? "turnplate.slots.totalExact"
            : total.bp < FULL_BP
              ? "turnplate.slots.totalShort"
              : "turnplate.slots.totalOver",
          {
            total: bpToPercent(total.bp),
            gap: bpToPercent(Math.abs(FULL_BP - total.bp)),
          },
        )}
        {total.skipped ? ` ${t("turnplate.slots.skipped", { n: total.skipped })}` : null}
      </p>
      {error ? (
        <p id={errorId} className="console-inline-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
