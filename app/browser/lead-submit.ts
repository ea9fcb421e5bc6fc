// Sending a lead form from the browser: the body (text fields first, files last; the JavaScript marker, the
// visit session and the time trap added), the transport (fetch for a JSON answer; with files multipart through
// XMLHttpRequest, whose upload progress fetch cannot report) and the reading of the answer. The check with the
// form's schema (~/lib/leads/forms) is loaded on first use, so zod stays out of the page's first JavaScript.
import { ATTACHMENT_FIELD, checkAttachments } from "~/lib/leads/attachments";
import { type FormError, type LeadForm, SESSION_FIELD } from "~/lib/leads/messages";
import { JS_FIELD, STARTED_FIELD } from "~/lib/spam";
import { visitSessionId } from "./visit-beacon";

/** A sent form: the server's success message (with its reply time) and the /bedankt address to go to. */
export interface Sent {
  success: FormError;
  next: string;
}

export type SendResult = ({ ok: true } & Sent) | { ok: false; error: FormError };

/** Upload progress of a form with files, from 0 to 1. */
export type OnProgress = (fraction: number) => void;

/** The files chosen in the form's file field (none when it has no such field). */
export function chosenFiles(element: HTMLFormElement): File[] {
  const input = element.querySelector<HTMLInputElement>(`input[type="file"][name="${ATTACHMENT_FIELD}"]`);
  return input?.files ? [...input.files] : [];
}

/** The form's text fields by name (the first value of a repeated name), as the shared schemas read them. */
export function textFields(entries: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) if (typeof value === "string" && !(key in fields)) fields[key] = value;
  return fields;
}

/**
 * The body of a lead: text fields first, files last (the server reads the fields before the large files
 * arrive), with the JavaScript marker, the visit session and the milliseconds since the page load (the time
 * trap counts from there: the visitor read the page before opening the form, and a browser that autofills the
 * form may send it within a second of its appearance). Multipart only when there are files.
 */
export function leadBody(
  entries: Iterable<[string, FormDataEntryValue]>,
  files: readonly File[],
  { sessionId, sinceLoad }: { sessionId: string; sinceLoad: number },
): FormData | URLSearchParams {
  const body = files.length ? new FormData() : new URLSearchParams();
  for (const [key, value] of entries) if (typeof value === "string") body.append(key, value);
  body.set(JS_FIELD, "1");
  body.set(SESSION_FIELD, sessionId);
  body.set(STARTED_FIELD, String(Math.round(sinceLoad)));
  if (body instanceof FormData) for (const file of files) body.append(ATTACHMENT_FIELD, file, file.name);
  return body;
}

type Payload = ({ ok?: boolean; next?: string } & Partial<FormError>) | null;

/** A plain object of strings by field name, or nothing: the `fields` of an answer is not trusted blindly. */
function fieldMessages(value: unknown): FormError["fields"] {
  if (!value || typeof value !== "object") return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * What the server's answer means. A 2xx with ok is sent; a 4xx carries the server's Dutch message (and maybe a
 * message per field); a 5xx, an unreadable answer or none at all (status 0) gives the form's failure toast of
 * docs/behaviour.md#validation-and-messages.
 */
export function readLeadAnswer(status: number, payload: unknown, failure: FormError): SendResult {
  const answer = (payload && typeof payload === "object" ? payload : null) as Payload;
  if (status >= 200 && status < 300 && answer?.ok) {
    const { code = "ok", title = "", description, next = "/bedankt" } = answer;
    return { ok: true, success: { code, title, description }, next };
  }
  if (status >= 400 && status < 500 && answer?.title) {
    const fields = fieldMessages(answer.fields);
    return {
      ok: false,
      error: {
        code: answer.code ?? "ongeldig",
        title: answer.title,
        description: answer.description,
        ...(fields ? { fields } : {}),
      },
    };
  }
  return { ok: false, error: failure };
}

/** Posts multipart with upload progress; resolves to the status and the parsed JSON answer (null if none). */
function postWithProgress(url: string, body: FormData, onProgress?: OnProgress) {
  return new Promise<{ status: number; payload: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, payload: xhr.response as unknown });
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => reject(new Error("network"));
    xhr.send(body);
  });
}

/** Posts the form's fields (and files) to its action and reads the JSON answer; `failure` if there is none. */
async function sendLead(
  element: HTMLFormElement,
  failure: FormError,
  onProgress?: OnProgress,
): Promise<SendResult> {
  const body = leadBody(new FormData(element), chosenFiles(element), {
    sessionId: visitSessionId(),
    sinceLoad: performance.now(),
  });
  const url = element.getAttribute("action") ?? "";
  try {
    if (body instanceof FormData) {
      onProgress?.(0);
      const answer = await postWithProgress(url, body, onProgress);
      return readLeadAnswer(answer.status, answer.payload, failure);
    }
    const response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
    return readLeadAnswer(response.status, await response.json().catch(() => null), failure);
  } catch {
    return { ok: false, error: failure }; // no answer at all
  }
}

/**
 * Checks the form with the schema the server uses (loaded on first use), then sends it. Resolves to the
 * checked data with the server's success, or to the Dutch error of whichever step failed.
 */
export async function submitLead<F extends LeadForm>(
  form: F,
  element: HTMLFormElement,
  phone: string,
  onProgress?: OnProgress,
) {
  // The schemas, and with them the messages of each form (the failure toast below is one).
  const [{ parseLead }, { failureError }] = await Promise.all([
    import("~/lib/leads/forms"),
    import("~/lib/leads/registry"),
  ]);
  const checked = parseLead(form, textFields(new FormData(element)));
  if (!checked.ok) return checked;
  const fileError = checkAttachments(chosenFiles(element));
  if (fileError) return { ok: false as const, error: fileError };
  const sent = await sendLead(element, failureError(form, phone), onProgress);
  return sent.ok ? { ...checked, success: sent.success, next: sent.next } : sent;
}

/** Starts loading the schema module early (e.g. on first focus), so the first submit does not wait for it. */
export function preloadLeadSchemas(): void {
  void import("~/lib/leads/forms");
}
