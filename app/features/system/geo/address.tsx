import { Form, useLoaderData, useLocation } from "@remix-run/react";
import { Badge, Banner, BlockStack, Button, InlineStack, Text, TextField } from "@shopify/polaris";
import { useState } from "react";
import { ALL_SITES, CONTENT_LANGUAGES } from "~/lib/constants";
import { countryName } from "~/lib/countries";
import { useT, type T } from "~/lib/i18n";
import { routeByName } from "~/lib/route-tree";
import { siteName } from "~/lib/sites";
import { withParams } from "~/lib/url";
import { useKeys } from "~/ui/Can";
import { CountryFilter } from "~/ui/CountryPicker";
import { WhenWho } from "~/ui/cells";
import { ENHANCE } from "~/ui/enhance";
import { FilterSelect } from "~/ui/filters";
import { ListPage, UnavailableListPage } from "~/ui/ListPage";
import { ListTable, type PageData } from "~/ui/ListTable";
import type { LogRow } from "~/ui/LogTable";
import { StateBadge } from "../../resource/columns";
import { ADDRESS_CHANGE } from "./geo-rules";

export interface Line {
  field: string;
  required: boolean;
}

export interface AddressFormat {
  id: number;
  country_code: string;
  site: string;
  language: string;
  fields: Line[];
  postal_pattern: string;
  example: string;
  pending_id: number | null;
  version: number;
  updated_by: string;
  updated_at: string;
}

export interface AddressChange extends Omit<AddressFormat, "pending_id" | "updated_at"> {
  format_id: number | null;
  remark: string;
  status: string;
  requested_by_id: number;
  /** the caller made it (from the API: only it knows who the caller is there) */
  mine: boolean;
  requested_by: string;
  checked_by: string | null;
  checked_at: string | null;
  check_remark: string;
  created_at: string;
  /** a waiting request: the format it would replace as it stands now (null: a new format) */
  current?: { fields: Line[]; postal_pattern: string; example: string } | null;
}

interface Loaded {
  formats: PageData<AddressFormat>;
  changes: PageData<AddressChange>;
  logs: PageData<LogRow> | null;
  filters: Record<string, string | undefined>;
  filtered: boolean;
  status: string;
  confirm: AddressChange | null;
}

const route = routeByName("address")!;
const REQUEST_KEY = routeByName("address-configure-edit")!.intents.request;
const CHECK_KEY = route.intents.pass;
const CANCEL_KEY = route.intents.cancel;

/** The lines in order, required ones marked: "First name*, Last name*, Company, …". */
export const linesText = (lines: Line[], t: T) => lines.map((l) => `${t(`geo.line.${l.field}`)}${l.required ? "*" : ""}`).join(", ");
const formatLabel = (r: { country_code: string; site: string; language: string }, t: T) =>
  `${countryName(r.country_code, t("geo.locale"))} (${r.country_code}) · ${siteName(t, r.site)} · ${t(`geo.language.${r.language}`)}`;

function Example({ text }: { text: string }) {
  return <span style={{ whiteSpace: "pre-line" }}>{text || "—"}</span>;
}

/**
 * A requested value beside the one in force, for the checker: "before → after" where they differ,
 * the value alone where they do not, and marked new for a format that does not exist yet.
 */
function BeforeAfter({
  row,
  field,
  value,
}: {
  row: AddressChange;
  field: string;
  value: (v: Pick<AddressChange, "fields" | "postal_pattern" | "example">) => string;
}) {
  const { t } = useT();
  const after = value(row) || "—";
  if (row.status !== "pending" || row.current === undefined) return <>{after}</>;
  if (row.current === null) {
    return (
      <>
        <Text as="span" tone="subdued">
          {t("geo.change.newFormat")}:
        </Text>{" "}
        {after}
      </>
    );
  }
  const before = value(row.current) || "—";
  // a textarea posts its line breaks as CR LF: the same text is not a change
  if (before.replace(/\r\n/g, "\n") === after.replace(/\r\n/g, "\n")) return <>{after}</>;
  return (
    // a block of its own: the table keeps a cell's direct spans on one line, and these wrap
    <div data-testid={`before-after-${row.id}-${field}`}>
      <del>{before}</del>
      <br />→ <ins>{after}</ins>
    </div>
  );
}

/** Pass with an optional remark; reject goes to its question first. */
function CheckForm({ row }: { row: AddressChange }) {
  const { t } = useT();
  const { search } = useLocation();
  return (
    <Form method="post" action={`${route.fullPath}${search}`} data-testid={`check-${row.id}`}>
      <input type="hidden" name="id" value={row.id} />
      <InlineStack gap="200" blockAlign="end">
        <input
          name="check_remark"
          aria-label={t("geo.change.checkRemark")}
          placeholder={t("geo.change.checkRemark")}
          maxLength={500}
          className="console-input"
        />
        <button type="submit" name="intent" value="pass" className="console-linkbutton" data-testid={`pass-${row.id}`}>
          {t("geo.change.pass")}
        </button>
        <a
          href={withParams(search, { confirm: "reject", confirm_id: row.id }, route.fullPath)}
          className="console-linkbutton critical"
          data-testid={`reject-${row.id}`}
          {...ENHANCE}
        >
          {t("geo.change.reject")}
        </a>
      </InlineStack>
    </Form>
  );
}

function ChangeActions({ row, keys }: { row: AddressChange; keys: readonly string[] }) {
  const { t } = useT();
  const { search } = useLocation();
  if (row.status !== "pending") return null;
  if (row.mine) {
    return (
      <BlockStack gap="100">
        <Text as="span" tone="subdued">
          {t("geo.change.waitingOther")}
        </Text>
        {keys.includes(CANCEL_KEY) ? (
          <Form method="post" action={`${route.fullPath}${search}`}>
            <input type="hidden" name="id" value={row.id} />
            <button type="submit" name="intent" value="cancel" className="console-linkbutton critical" data-testid={`cancel-${row.id}`}>
              {t("geo.change.cancel")}
            </button>
          </Form>
        ) : null}
      </BlockStack>
    );
  }
  return keys.includes(CHECK_KEY) ? <CheckForm row={row} /> : null;
}

/** The question before a reject: it names the request and takes the reason. */
function RejectQuestion({ row }: { row: AddressChange }) {
  const { t } = useT();
  const { search } = useLocation();
  const [remark, setRemark] = useState("");
  const back = withParams(search, { confirm: null, confirm_id: null }, route.fullPath);
  return (
    <Banner tone="warning" title={t("geo.change.rejectTitle", { name: `#${row.id} ${formatLabel(row, t)}` })}>
      <Form method="post" action={`${route.fullPath}${search}`}>
        <input type="hidden" name="id" value={row.id} />
        <input type="hidden" name="confirmed" value="yes" />
        <BlockStack gap="200">
          <Text as="p">{t("geo.change.rejectBody", { who: row.requested_by })}</Text>
          <TextField
            label={t("geo.change.checkRemark")}
            name="check_remark"
            value={remark}
            onChange={setRemark}
            autoComplete="off"
            maxLength={500}
          />
          <InlineStack gap="300">
            <button type="submit" name="intent" value="reject" className="console-linkbutton critical" data-testid="reject-confirm">
              {t("geo.change.reject")}
            </button>
            <a href={back} {...ENHANCE}>
              {t("common.cancel")}
            </a>
          </InlineStack>
        </BlockStack>
      </Form>
    </Banner>
  );
}

export function AddressPage() {
  const loaded = useLoaderData() as Loaded | { unavailable: true };
  const { t } = useT();
  const keys = useKeys();
  const { search } = useLocation();
  if ("unavailable" in loaded) return <UnavailableListPage route="address" />;
  const { filters } = loaded;
  const sites = ALL_SITES.map((s) => ({ value: s, label: siteName(t, s) }));
  const languages = CONTENT_LANGUAGES.map((l) => ({ value: l, label: t(`geo.language.${l}`) }));
  const statuses = Object.entries(ADDRESS_CHANGE.states).map(([k, s]) => ({ value: k, label: t(s.label) }));
  return (
    <ListPage
      route="address"
      logs={loaded.logs}
      filters={[
        <CountryFilter key="country" name="country" label={t("geo.country")} defaultValue={filters.country} />,
        <FilterSelect key="site" name="site" label={t("common.site")} defaultValue={filters.site} options={sites} />,
        <FilterSelect key="language" name="language" label={t("geo.language")} defaultValue={filters.language} options={languages} />,
      ]}
      above={
        <>
          {loaded.confirm ? <RejectQuestion row={loaded.confirm} /> : null}
          {keys.includes(REQUEST_KEY) ? (
            <InlineStack align="end">
              <Button url="/system/address-configure-edit/new">{t("geo.address.new")}</Button>
            </InlineStack>
          ) : null}
        </>
      }
    >
      <Text as="h2" variant="headingMd">
        {t("geo.address.formats")}
      </Text>
      <ListTable<AddressFormat>
        label={t("geo.address.formats")}
        data={loaded.formats}
        filtered={loaded.filtered}
        columns={[
          { title: t("geo.address.format"), render: (r) => <strong>{formatLabel(r, t)}</strong> },
          { title: t("geo.address.lines"), render: (r) => linesText(r.fields, t) },
          { title: t("geo.address.pattern"), render: (r) => <code>{r.postal_pattern || "—"}</code> },
          { title: t("geo.address.example"), render: (r) => <Example text={r.example} /> },
          { title: t("common.updatedAt"), render: (r) => <WhenWho at={r.updated_at} by={r.updated_by} /> },
          {
            title: t("common.actions"),
            render: (r) =>
              r.pending_id ? (
                <Badge tone="attention">{t("geo.address.pending", { id: r.pending_id })}</Badge>
              ) : keys.includes(REQUEST_KEY) ? (
                <a
                  href={`/system/address-configure-edit/${r.id}`}
                  className="console-linkbutton"
                  data-testid={`request-${r.id}`}
                  {...ENHANCE}
                >
                  {t("geo.address.requestChange")}
                </a>
              ) : null,
          },
        ]}
      />
      <InlineStack align="space-between" blockAlign="end">
        <Text as="h2" variant="headingMd">
          {t("geo.change.list")}
        </Text>
        <Form method="get" action={route.fullPath}>
          {Object.entries(filters).map(([k, v]) => (k === "status" || !v ? null : <input key={k} type="hidden" name={k} value={v} />))}
          <InlineStack gap="200" blockAlign="end">
            <FilterSelect name="status" label={t("common.status")} defaultValue={loaded.status} options={statuses} />
            <Button submit>{t("geo.change.show")}</Button>
          </InlineStack>
        </Form>
      </InlineStack>
      <ListTable<AddressChange>
        label={t("geo.change.list")}
        data={loaded.changes}
        filtered
        pageParam="req_page"
        columns={[
          {
            title: t("geo.change.request"),
            render: (r) => (
              <strong data-testid={`change-${r.id}`}>
                #{r.id} {formatLabel(r, t)}
              </strong>
            ),
          },
          { title: t("geo.address.lines"), render: (r) => <BeforeAfter row={r} field="lines" value={(v) => linesText(v.fields, t)} /> },
          {
            title: t("geo.address.pattern"),
            render: (r) => (
              <code>
                <BeforeAfter row={r} field="postal_pattern" value={(v) => v.postal_pattern} />
              </code>
            ),
          },
          { title: t("geo.change.example"), render: (r) => <BeforeAfter row={r} field="example" value={(v) => v.example} /> },
          { title: t("geo.change.requestedBy"), render: (r) => <WhenWho at={r.created_at} by={r.requested_by} /> },
          { title: t("geo.change.remark"), render: (r) => r.remark || "—" },
          {
            title: t("common.status"),
            render: (r) => <StateBadge lifecycle={ADDRESS_CHANGE} row={r as unknown as Record<string, unknown>} />,
          },
          {
            title: t("geo.change.checkedBy"),
            render: (r) =>
              r.checked_by && r.checked_at ? (
                <BlockStack gap="050">
                  <WhenWho at={r.checked_at} by={r.checked_by} />
                  {r.check_remark ? <span>{r.check_remark}</span> : null}
                </BlockStack>
              ) : (
                "—"
              ),
          },
          { title: t("common.actions"), render: (r) => <ChangeActions row={r} keys={keys} /> },
        ]}
      />
      <a href={withParams(search, { logs: "formats", logs_page: null }, route.fullPath)} {...ENHANCE}>
        {t("geo.address.formatLog")}
      </a>
    </ListPage>
  );
}
