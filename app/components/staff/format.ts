// The staff pages' date formats live in ~/lib/date-time (server code such as the AVG export uses them too);
// re-exported for the staff components and routes that import them from here.
export { formatDateTime, formatDay } from "~/lib/date-time";
