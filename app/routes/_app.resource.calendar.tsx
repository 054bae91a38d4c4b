export { CalendarPage as default } from "~/features/resource-calendar/calendar";
export { calendarLoader as loader } from "~/features/resource-calendar/calendar.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
