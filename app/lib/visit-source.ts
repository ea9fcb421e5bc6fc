// Where a visit came from, as one of docs/behaviour.md#outside-calls-and-tracking's sources. Referrers are messy in practice: in-app browsers send
// link shims (l.instagram.com, lm.facebook.com, t.co), Android apps send android-app://<package>, and Google
// has a host per country. utm_source, when a campaign link sets it, wins over the referrer.
export const VISIT_SOURCES = [
  "direct",
  "instagram",
  "facebook",
  "linkedin",
  "twitter",
  "tiktok",
  "youtube",
  "pinterest",
  "google",
  "bing",
  "yahoo",
  "duckduckgo",
  "internal",
  "referral",
] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

export const visitSourceLabels: Record<VisitSource, string> = {
  direct: "Direct",
  instagram: "Instagram",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  tiktok: "TikTok",
  youtube: "YouTube",
  pinterest: "Pinterest",
  google: "Google",
  bing: "Bing",
  yahoo: "Yahoo",
  duckduckgo: "DuckDuckGo",
  internal: "Eigen website",
  referral: "Andere website",
};

export function isVisitSource(value: unknown): value is VisitSource {
  return typeof value === "string" && (VISIT_SOURCES as readonly string[]).includes(value);
}

// A host matches a rule when it is the domain or a subdomain of it. Google, Yahoo and Pinterest have a domain per
// country: google.nl, google.co.uk, google.com.au.
const countryTld = String.raw`(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})`;
const hostRules: [VisitSource, RegExp][] = [
  ["instagram", /(^|\.)instagram\.com$/],
  ["facebook", /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/],
  ["linkedin", /(^|\.)(linkedin\.com|lnkd\.in)$/],
  ["twitter", /(^|\.)(twitter\.com|x\.com|t\.co)$/],
  ["tiktok", /(^|\.)tiktok\.com$/],
  ["youtube", /(^|\.)(youtube\.com|youtu\.be)$/],
  ["pinterest", new RegExp(`(^|\\.)(pinterest\\.${countryTld}|pin\\.it)$`)],
  ["google", new RegExp(`(^|\\.)google\\.${countryTld}$`)],
  ["bing", /(^|\.)bing\.com$/],
  ["yahoo", new RegExp(`(^|\\.)yahoo\\.${countryTld}$`)],
  ["duckduckgo", /(^|\.)duckduckgo\.com$/],
];

// Android apps that open links in a browser and tell it who they are.
const androidApps: [VisitSource, RegExp][] = [
  ["instagram", /^com\.instagram\./],
  ["facebook", /^com\.facebook\./],
  ["linkedin", /^com\.linkedin\./],
  ["twitter", /^com\.twitter\./],
  ["tiktok", /^com\.(zhiliaoapp\.musically|ss\.android\.ugc)/],
  ["youtube", /^com\.google\.android\.youtube/],
  ["pinterest", /^com\.pinterest/],
  // Gmail, the Google app and Discover: people who found us through Google.
  ["google", /^com\.google\./],
  ["bing", /^com\.microsoft\.bing/],
  ["duckduckgo", /^com\.duckduckgo\./],
];

const utmAliases: Record<string, VisitSource> = {
  ig: "instagram",
  insta: "instagram",
  fb: "facebook",
  meta: "facebook",
  x: "twitter",
  yt: "youtube",
};

function fromUtm(utmSource: string): VisitSource | null {
  const value = utmSource.trim().toLowerCase();
  if (!value) return null;
  if (Object.hasOwn(utmAliases, value)) return utmAliases[value]!;
  if (isVisitSource(value) && value !== "internal" && value !== "direct") return value;
  return classifyHost(value) ?? "referral";
}

function classifyHost(host: string): VisitSource | null {
  const bare = host.toLowerCase().replace(/\.$/, "");
  for (const [source, rule] of hostRules) if (rule.test(bare)) return source;
  return null;
}

export interface SourceContext {
  /** Our own hosts, e.g. www.printshop-breda.nl: links within the site are "internal". */
  ownHosts: readonly string[];
  utmSource?: string | null;
}

export function classifyVisitSource(
  referrer: string | null | undefined,
  context: SourceContext,
): VisitSource {
  const utm = context.utmSource ? fromUtm(context.utmSource) : null;
  if (utm) return utm;
  const value = (referrer ?? "").trim();
  if (!value) return "direct";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "referral";
  }
  if (url.protocol === "android-app:") {
    const app = url.hostname.toLowerCase();
    for (const [source, rule] of androidApps) if (rule.test(app)) return source;
    return "referral";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "referral";
  const host = url.host.toLowerCase().replace(/^www\./, "");
  if (context.ownHosts.some((own) => own.toLowerCase().replace(/^www\./, "") === host)) return "internal";
  return classifyHost(url.hostname) ?? "referral";
}

export function sourceLabel(source: string): string {
  return isVisitSource(source) ? visitSourceLabels[source] : source;
}

/** "Gevonden via Instagram, binnengekomen op /stickers, 4 pagina's bekeken" (the lead page's origin line). */
export function describeLeadOrigin(origin: {
  source: string | null;
  landingPage: string | null;
  pageViews: number;
}): string {
  if (!origin.source) return "Onbekend (verstuurd zonder JavaScript of zonder bezoekgegevens)";
  const parts = [`Gevonden via ${sourceLabel(origin.source)}`];
  if (origin.landingPage) parts.push(`binnengekomen op ${origin.landingPage}`);
  if (origin.pageViews > 0)
    parts.push(origin.pageViews === 1 ? "1 pagina bekeken" : `${origin.pageViews} pagina's bekeken`);
  return parts.join(", ");
}
