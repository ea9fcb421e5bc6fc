// Calls the lead routes' actions and loaders the way React Router does, with a chosen client IP.
import { RouterContextProvider } from "react-router";
import { catalogueSeed } from "~/content/workwear-catalogue";
import { shownStamp } from "~/lib/workwear/order-check";
import { requestInfoContext } from "~/request-context";

let ipCounter = 0;
/** A fresh client IP per call site, so the per-IP rate limit of one test does not leak into another. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function contextFor(ip: string): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", ip });
  return context;
}

export interface PostOptions {
  ip?: string;
  /** JSON answer (the browser with JavaScript) unless false. */
  json?: boolean;
  headers?: Record<string, string>;
  body?: BodyInit;
  referer?: string;
}

export function formRequest(
  path: string,
  fields: Record<string, string>,
  options: PostOptions = {},
): Request {
  const body = options.body ?? new URLSearchParams(options.json === false ? fields : { ...fields, _js: "1" });
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      ...(options.body ? {} : { "content-type": "application/x-www-form-urlencoded" }),
      ...(options.json === false ? {} : { accept: "application/json" }),
      ...(options.referer ? { referer: options.referer } : {}),
      ...options.headers,
    },
    body,
  });
}

type Action = (args: never) => Promise<Response> | Response;

export async function post(
  action: Action,
  path: string,
  fields: Record<string, string>,
  options: PostOptions = {},
): Promise<Response> {
  const request = formRequest(path, fields, options);
  return action({
    request,
    url: new URL(request.url),
    context: contextFor(options.ip ?? freshIp()),
    params: {},
  } as never);
}

/** A weekday `weeksAhead` weeks from now (yyyy-MM-dd), safely bookable. */
export function futureWeekday(weeksAhead = 2, weekday = 1): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + weeksAhead * 7);
  while (d.getUTCDay() !== weekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A fill time long enough to pass the time trap (a minute on the form). */
export const startedLongAgo = () => "60000";

/** Every field of the quote modal, filled as a person would (time on the page included). */
export const quoteModalFields = (extra: Record<string, string> = {}) => ({
  name: "Jan de Vries",
  email: "jan@example.com",
  phone: "06 12345678",
  company: "Bakkerij De Vries",
  service: "voertuigbelettering",
  description: "Belettering voor twee bestelbussen",
  delivery_method: "shipping",
  delivery_location: "Tilburg",
  website: "",
  _t: startedLongAgo(),
  ...extra,
});

/** The work-wear prices a visitor's page showed, as the order form sends them (the imported catalogue). */
export const shownCatalogue = () => ({ catalogue_stamp: shownStamp(catalogueSeed.products) });
