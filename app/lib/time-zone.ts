// The shop's time zone: appointment slots, staff dates, date filters and exports are all Amsterdam time,
// whatever the visitor's or the server's zone is.
export const TIME_ZONE = "Europe/Amsterdam";
