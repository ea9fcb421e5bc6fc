// The Dutch messages the lead forms share (docs/behaviour.md#validation-and-messages), free of zod so the page bundle can show them cheaply.
// Each form's own messages are in its lead type's definition (~/lib/leads/<type>.ts); the registry looks them up
// by form key (errorForCode, failureError, successMessage, replySentence in ~/lib/leads/registry).
import { workwearOrderChangeCopy } from "../../content/workwear";
import { attachmentErrorForCode } from "./attachments";
import type { FormMessages } from "./define";

// The form keys come from the registry's definitions (a type-only import: no cycle at run time).
export type { LeadForm } from "./registry";

/** The field that carries the visit session id with a lead (added by the browser when it sends the form). */
export const SESSION_FIELD = "session_id";

export interface FormError {
  /** Short code for the no-JavaScript path, where the message travels as ?fout=<code>. */
  code: string;
  title: string;
  description?: string;
  /** The Dutch message of each field in error, by field name, shown at that field. */
  fields?: Partial<Record<string, string>>;
}

/** Issue codes the schemas use. */
export const MISSING_CODE = "missing";
export const EMAIL_CODE = "email";
export const INVALID_CODE = "invalid";
/** A required field left empty, as its own message says it (the toast names all of them). */
export const MISSING_FIELD = "Vul dit veld in.";

// One list of delivery options (~/lib/leads/labels); kept here too for the forms that import it from here.
export { deliveryLabel, deliveryMethods } from "./labels";

/** The invalid e-mail message of docs/behaviour.md#validation-and-messages most forms show. */
export const invalidEmail: FormError = {
  code: "email",
  title: "Ongeldig e-mailadres",
  description: "Voer een geldig e-mailadres in.",
};

// The quote modal's messages for missing fields and a bad e-mail address; the work-wear order uses them too.
export const quoteMissing: FormError = {
  code: "velden",
  title: "Fout",
  description: "Vul alle verplichte velden in",
};
export const quoteInvalidEmail: FormError = {
  code: "email",
  title: "Fout",
  description: "Voer een geldig e-mailadres in.",
};

/** What is wrong with the lines of a work-wear order (issue codes of ~/lib/workwear/order-form). */
const orderLineErrors: Record<string, FormError> = {
  winkelwagen: {
    code: "winkelwagen",
    title: "Je winkelwagen is leeg",
    description: "Kies eerst een artikel, maat, kleur en aantal.",
  },
  artikel: {
    code: "artikel",
    title: "Artikel niet gevonden",
    description:
      "Een artikel, maat of kleur in je bestelling hebben we niet. Kies opnieuw uit ons assortiment.",
  },
  aantal: { code: "aantal", title: "Ongeldig aantal", description: "Bestel per regel 1 tot 999 stuks." },
  regels: {
    code: "regels",
    title: "Te veel regels",
    description: "Een bestelling heeft maximaal 50 regels.",
  },
  // Without JavaScript the code is all that travels back; the page then shows the current prices.
  "niet-leverbaar": {
    code: "niet-leverbaar",
    title: workwearOrderChangeCopy.unavailableTitle,
    description: workwearOrderChangeCopy.unavailableGeneric,
  },
  prijswijziging: {
    code: "prijswijziging",
    title: workwearOrderChangeCopy.priceChangedTitle,
    description: workwearOrderChangeCopy.priceChangedGeneric,
  },
  prijs: {
    code: "prijs",
    title: "Bestelling niet verwerkt",
    description:
      "Prijzen rekenen we zelf uit op basis van ons assortiment; stuur je bestelling opnieuw vanaf de bestelpagina.",
  },
};

/** One issue of a form's schema: its code, and the field it is about (an empty path: the whole form). */
export interface FormIssue {
  message: string;
  path?: readonly PropertyKey[];
}

/** Turns issue codes into the Dutch message a visitor sees; missing fields win over format errors (spec order). */
function singleError(messages: FormMessages, issues: readonly FormIssue[]): FormError {
  const codes = issues.map((i) => i.message);
  if (codes.includes(MISSING_CODE)) return messages.missing;
  if (codes.includes(EMAIL_CODE)) return messages.invalidEmail;
  const title = messages.invalidTitle;
  const code = codes[0] ?? "";
  if (code.startsWith("long:")) {
    const [, label, max] = code.split(":");
    return { code: "ongeldig", title, description: `${label} is te lang (maximaal ${max} tekens).` };
  }
  if (Object.hasOwn(orderLineErrors, code)) return orderLineErrors[code]!;
  switch (code) {
    case "service":
      return { code: "ongeldig", title, description: "Kies een dienst uit de lijst." };
    case "delivery":
      return { code: "ongeldig", title, description: "Kies een bezorgoptie uit de lijst." };
    case "logo":
    case "techniek":
      return { code: "ongeldig", title, description: "Kies een logopositie en techniek uit de lijst." };
    case "date":
      return {
        code: "datum",
        title: "Kies een andere datum",
        description: "Afspraken zijn mogelijk op dagen dat we open zijn, vanaf vandaag.",
      };
    case "time":
      return {
        code: "tijd",
        title: "Kies een ander tijdstip",
        description: "Kies een van de vrije tijden.",
      };
    default:
      return { code: "ongeldig", title, description: "Een of meer velden zijn ongeldig." };
  }
}

/**
 * The form's error for its schema's issues: one message for the toast, and per failing field that field's own
 * message (the one the toast would show were that field the only problem) in `fields`.
 */
export function formErrorFor(messages: FormMessages, issues: readonly FormIssue[]): FormError {
  const byField = new Map<string, FormIssue[]>();
  for (const issue of issues) {
    const name = issue.path?.[0];
    if (typeof name === "string") byField.set(name, [...(byField.get(name) ?? []), issue]);
  }
  const error = singleError(messages, issues);
  if (byField.size === 0) return error;
  const fields: Record<string, string> = {};
  for (const [name, own] of byField) {
    // At the field itself, "fill in all required fields" would repeat the toast: it says what the field needs.
    if (own.some((issue) => issue.message === MISSING_CODE)) {
      fields[name] = MISSING_FIELD;
      continue;
    }
    const message = singleError(messages, own);
    fields[name] = message.description ?? message.title;
  }
  return { ...error, fields };
}

export function rateLimitError(phone: string): FormError {
  return {
    code: "limiet",
    title: "Te veel aanvragen",
    description: `Je hebt in korte tijd te veel aanvragen verstuurd. Probeer het over een minuut opnieuw of bel ons direct: ${phone}`,
  };
}

export function slotTakenError(): FormError {
  return {
    code: "tijdslot",
    title: "Dit tijdslot is net geboekt. Kies een ander tijdstip.",
  };
}

export function tooLargeError(): FormError {
  return { code: "ongeldig", title: "Formulier te groot", description: "Het formulier bevat te veel tekst." };
}

export function malformedError(): FormError {
  return {
    code: "ongeldig",
    title: "Ongeldig formulier",
    description: "Het formulier kon niet worden gelezen.",
  };
}

/** Added to a no-JavaScript form's error when files were sent: a browser cannot put them back into the form. */
export const FILE_LOST_NOTE = "Je bestand is niet bewaard: kies het opnieuw.";

/** Message for a ?fout=<code> after a form was sent without JavaScript (the page shows it in the form). */
export function errorForCodeIn(messages: FormMessages, code: string, phone: string): FormError | undefined {
  if (Object.hasOwn(orderLineErrors, code)) return orderLineErrors[code];
  switch (code) {
    case "velden":
      return messages.missing;
    case "email":
      return messages.invalidEmail;
    case "datum":
    case "tijd":
    case "ongeldig":
      return singleError(messages, [{ message: code === "datum" ? "date" : code === "tijd" ? "time" : "" }]);
    case "tijdslot":
      return slotTakenError();
    case "limiet":
      return rateLimitError(phone);
    case "server":
      return messages.failure(phone);
    default:
      return attachmentErrorForCode(code);
  }
}
