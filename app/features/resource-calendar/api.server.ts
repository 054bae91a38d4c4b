import type { CalendarItem } from "~/domain/resource/calendar";
import type { Api } from "~/lib/api.server";

// The typed client of the resource calendar: one site's campaigns over a window of days.

/** A kind on the calendar (or of event): its routes and state labels, from its definition. */
export interface KindLinks {
  route: string;
  form_route: string | null;
  read_only_detail: boolean;
  search: string | null;
  states: Record<string, string>;
}
export interface CalendarAnswer {
  items: CalendarItem[];
  kinds: ({ kind: string; count: number; truncated: boolean } & KindLinks)[];
  clashes: { kind: string; ids: [number, number] }[];
}

export function calendarApi(api: Api) {
  return {
    calendar: (q: { site: string; from: string; to: string }) => api.get<CalendarAnswer>("resource/calendar", q),
  };
}
