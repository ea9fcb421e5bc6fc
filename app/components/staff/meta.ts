/** Account and staff pages are never indexed (the server also sends X-Robots-Tag). */
export const noIndexMeta = { name: "robots", content: "noindex, nofollow" } as const;
