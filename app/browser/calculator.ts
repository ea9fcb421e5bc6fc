// The calculator as you type (issue 41): loaded when a visitor first focuses or types in a calculator form
// (components/server-markup-actions.tsx); until then the form is a plain GET form to the page. It asks
// /api/prijs/<product> for the answer's HTML (the same component the page renders) at most once per 250 ms,
// drops an answer overtaken by a newer question, keeps the address the choice (shareable) and remembers the
// "zakelijk, excl. btw" switch in a cookie. The first question of a typing stream says so (the use is counted).
import { STREAM_START_HEADER, VAT_COOKIE } from "~/lib/pricing/configuration";

export const REQUEST_INTERVAL_MS = 250;
/** A question after this long without one starts a new stream: the server counts one use per stream. */
export const STREAM_GAP_MS = 2000;

function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
  return params.toString();
}

function rememberedVat(form: HTMLFormElement): void {
  if (new URLSearchParams(window.location.search).has("btw")) return;
  const mode = new RegExp(`(?:^|;\\s*)${VAT_COOKIE}=(incl|excl)`).exec(document.cookie)?.[1];
  const radio = mode ? form.querySelector<HTMLInputElement>(`input[name="btw"][value="${mode}"]`) : null;
  if (radio) radio.checked = true;
}

export function startCalculator(form: HTMLFormElement): void {
  if (form.dataset.calculatorStarted) return;
  form.dataset.calculatorStarted = "true";
  const result = form.parentElement?.querySelector<HTMLElement>("[data-calculator-result]");
  if (!result) return;
  rememberedVat(form);
  const endpoint = `/api/prijs/${form.dataset.calculator}`;
  // A page that shows an answer already shows this question's.
  let shown = result.querySelector("[data-calculator-state]") ? queryOf(form) : "";
  let lastSent = 0;
  let timer: number | undefined;
  let controller: AbortController | undefined;

  async function send() {
    timer = undefined;
    const query = queryOf(form);
    if (query === shown) return;
    const startsStream = Date.now() - lastSent >= STREAM_GAP_MS;
    lastSent = Date.now();
    shown = query;
    controller?.abort();
    controller = new AbortController();
    try {
      const response = await fetch(`${endpoint}?${query}`, {
        signal: controller.signal,
        headers: startsStream ? { [STREAM_START_HEADER]: "1" } : {},
      });
      if (!response.ok) return;
      const body = (await response.json()) as { html: string };
      result!.innerHTML = body.html;
      window.history.replaceState(window.history.state, "", `${window.location.pathname}?${query}#prijs`);
    } catch {
      // Overtaken by a newer question, or offline: the form still sends itself.
    }
  }

  function schedule() {
    if (timer !== undefined) return;
    timer = window.setTimeout(send, Math.max(0, lastSent + REQUEST_INTERVAL_MS - Date.now()));
  }

  form.addEventListener("input", schedule);
  form.addEventListener("change", (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "btw")
      document.cookie = `${VAT_COOKIE}=${target.value}; Path=/; Max-Age=31536000; SameSite=Lax`;
    schedule();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    shown = "";
    schedule();
  });
  schedule();
}
