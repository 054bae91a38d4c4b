import { useEffect, useRef, useState, type ComponentType } from "react";
import { useT } from "~/lib/i18n";
import { ActionButton } from "./basic";

type Panel = ComponentType<{ startId: string; endId: string; withTime: boolean; title: string; onClose: () => void }>;

/**
 * Opens the date-range picker over two plain fields (`startId`, `endId`), which stay the form's
 * real inputs: without JavaScript there is no button and the fields are typed as they are. The
 * picker's code (calendar included) is fetched on the first open.
 */
export function DateRangeButton({
  startId,
  endId,
  withTime = false,
  label,
}: {
  startId: string;
  endId: string;
  withTime?: boolean;
  label: string;
}) {
  const { t } = useT();
  const [hydrated, setHydrated] = useState(false);
  const [panel, setPanel] = useState<Panel | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  const open = () => void import("./DateRangePanel").then((m) => setPanel(() => m.DateRangePanel));
  const Opened = panel;
  return (
    <div ref={wrap} className="console-range-button">
      <ActionButton onClick={open} row={label}>
        {t("dateRange.open")}
      </ActionButton>
      {Opened ? (
        <Opened
          startId={startId}
          endId={endId}
          withTime={withTime}
          title={label}
          onClose={() => {
            setPanel(null);
            wrap.current?.querySelector("button")?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
