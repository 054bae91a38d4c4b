import {
  BENCHMARK_SOURCES,
  CONTENT_LANGUAGES,
  CURRENCY_CODES,
  FLOATING_REDIRECTION_TYPES,
  MESSAGE_TRIGGER_TYPES,
  PAGE_TYPES,
  TASK_TYPES,
  siteLabel,
} from "../../../app/lib/constants";
import { endpoint } from "../../http/router";
import { dashboardEndpoints } from "./dashboard";

const signedIn = { signedIn: true } as const;

export const commonEndpoints = [
  endpoint({
    method: "GET",
    path: "/api/sites/supported",
    access: signedIn,
    async handler({ db }) {
      const rows = await db.query<{
        id: number;
        abbr: string;
        name: string;
        description: string;
        is_brand: boolean;
        is_namespace: boolean;
      }>("select id, abbr, name, description, is_brand, is_namespace from sites order by sort, id");
      return rows.map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        abbreviation: s.abbr,
        label: siteLabel(s.abbr),
        is_brand: s.is_brand,
        is_namespace: s.is_namespace,
      }));
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/languages/supported",
    access: signedIn,
    async handler({ db }) {
      return db.query("select abbr as abbreviation, name from languages order by sort, abbr");
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/brands/supported",
    access: signedIn,
    async handler({ db }) {
      return db.query("select id, code, name, site_abbr from brands order by id");
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/common/departments",
    access: signedIn,
    async handler({ db }) {
      return db.query("select id, code, name from departments order by id");
    },
  }),
  endpoint({
    method: "GET",
    path: "/api/resource/common/maps/all",
    access: signedIn,
    async handler() {
      return {
        content_languages: CONTENT_LANGUAGES,
        floating_redirection_types: FLOATING_REDIRECTION_TYPES,
        task_types: TASK_TYPES,
        page_types: PAGE_TYPES,
        message_trigger_types: MESSAGE_TRIGGER_TYPES,
        currency_codes: CURRENCY_CODES,
        benchmark_sources: BENCHMARK_SOURCES,
      };
    },
  }),
  // the home page's figures (dashboard.ts)
  ...dashboardEndpoints,
];
