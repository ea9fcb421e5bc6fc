// The kind of device behind a user agent, as the statistics page groups visitors. Good enough for "do our
// visitors use phones?", not for fingerprinting.
export const DEVICES = ["mobile", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];

export const deviceLabels: Record<Device, string> = {
  mobile: "Mobiel",
  tablet: "Tablet",
  desktop: "Desktop",
};

export function deviceOf(userAgent: string | null | undefined): Device {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return "mobile";
  return "desktop";
}
