import { Form } from "@remix-run/react";
import { Text } from "@shopify/polaris";
import { useEffect, useState, type KeyboardEvent } from "react";
import { useT } from "~/lib/i18n";
import { siteName } from "~/lib/sites";

export interface OrderData {
  site: string;
  language: string;
  words: { id: number; word: string; status: string }[];
}

const move = <T,>(list: T[], from: number, to: number) => {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
};

/**
 * One site and language's hot words in their order, saved as one batch sort. With JavaScript a word
 * is dragged, or its handle focused and moved with the Up and Down arrow keys (announced); without it
 * each word's position is typed. Either way the form posts every word's position once.
 */
export function HotWordOrder({ order, canSort }: { order: OrderData | null; canSort: boolean }) {
  const { t } = useT();
  const [words, setWords] = useState(order?.words ?? []);
  const [said, setSaid] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const [js, setJs] = useState(false);
  useEffect(() => setJs(true), []);
  // a new order from the server (saved, other filters) replaces the one being arranged
  useEffect(() => setWords(order?.words ?? []), [order]);
  if (!canSort) return null;
  if (!order)
    return (
      <Text as="p" tone="subdued">
        {t("hotWord.order.pick")}
      </Text>
    );
  const count = words.length;
  const title = t("hotWord.order.title", { site: siteName(t, order.site), language: t(`kind.lang.${order.language}`) });
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= count || to === from) return;
    setWords(move(words, from, to));
    setSaid(t("hotWord.order.moved", { word: words[from].word, position: to + 1, count }));
  };
  const onKey = (i: number) => (e: KeyboardEvent) => {
    const to = e.key === "ArrowUp" ? i - 1 : e.key === "ArrowDown" ? i + 1 : e.key === "Home" ? 0 : e.key === "End" ? count - 1 : null;
    if (to === null) return;
    e.preventDefault();
    moveTo(i, to);
  };
  return (
    <section className="console-hotword-order" aria-labelledby="hotword-order-title">
      <Text as="h2" variant="headingMd">
        <span id="hotword-order-title">{title}</span>
      </Text>
      {count === 0 ? (
        <Text as="p" tone="subdued">
          {t("hotWord.order.empty")}
        </Text>
      ) : (
        <Form method="post" className="console-hotword-form">
          <input type="hidden" name="intent" value="batch_sort" />
          <input type="hidden" name="site" value={order.site} />
          <input type="hidden" name="language" value={order.language} />
          <Text as="p" tone="subdued">
            <span id="hotword-order-help">{t("hotWord.order.help")}</span>
          </Text>
          <ol className="console-hotword-list" aria-labelledby="hotword-order-title">
            {words.map((w, i) => (
              <li
                key={w.id}
                data-testid={`hotword-${w.id}`}
                className={`console-hotword-item${dragged === i ? " dragging" : ""}`}
                draggable={js}
                onDragStart={() => setDragged(i)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null) moveTo(dragged, i);
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
              >
                {js ? (
                  <button
                    type="button"
                    className="console-linkbutton console-hotword-handle"
                    aria-label={t("hotWord.order.handle", { word: w.word, position: i + 1, count })}
                    aria-describedby="hotword-order-help"
                    onKeyDown={onKey(i)}
                  >
                    ⇅
                  </button>
                ) : null}
                <label className="console-hotword-position">
                  <span className="console-visually-hidden">{t("hotWord.order.positionOf", { word: w.word })}</span>
                  <input
                    type="number"
                    name={`position_${w.id}`}
                    min={1}
                    max={count}
                    step={1}
                    required
                    {...(js ? { value: i + 1, onChange: (e) => moveTo(i, Number(e.currentTarget.value) - 1) } : { defaultValue: i + 1 })}
                  />
                </label>
                <span className="console-hotword-word">{w.word}</span>
              </li>
            ))}
          </ol>
          <div aria-live="polite" className="console-visually-hidden">
            {said}
          </div>
          <button type="submit" className="console-button">
            {t("hotWord.order.save")}
          </button>
        </Form>
      )}
    </section>
  );
}
