// The period of the records entered as US West days (points rules, wheels, tasks); kinds declare it
// (a `days` schedule) and server/resources/kind.ts derives it, hand-written modules import it here.
export { usWestDays } from "../../resources/us-west-days";
