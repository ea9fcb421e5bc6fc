/** Counts on the statistics page, Dutch style (1.234). */
export const formatCount = (value: number) => new Intl.NumberFormat("nl-NL").format(value);
