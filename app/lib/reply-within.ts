// The reply promise as pages the render cache serves to everyone can say it (hero, service pages, the quote
// dialog): no moment in it. Apart from ~/lib/reply-promise so the site config (in every page's JavaScript) can
// carry it without the lead registry.

/**
 * The promise that holds at any moment, for pages the render cache serves to everyone (hero, service pages, the
 * quote dialog): "binnen 2 werkuren". A werkuur is an hour of the opening hours, the unit the reply clock counts
 * in, so it is as true at 16:59 on a Friday as at 10:00 on a Tuesday, where "binnen 2 uur" would not be.
 */
export function replyWithin(minutes: number): string {
  if (minutes % 60 !== 0) return `binnen ${minutes} ${minutes === 1 ? "werkminuut" : "werkminuten"}`;
  const hours = minutes / 60;
  return `binnen ${hours} ${hours === 1 ? "werkuur" : "werkuren"}`;
}
