// The Dutch messages of the lead forms (spec §5, §8), free of zod so the page bundle can show them cheaply.
import type { ReplyPromise } from "../reply-promise";
import { attachmentErrorForCode } from "./attachments";

export type LeadForm = "quote" | "quick" | "appointment" | "partnership" | "workwear";

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

export const deliveryMethods = [
  { value: "", label: "Geen voorkeur" },
  { value: "pickup_delivery", label: "Breda - Ophalen/Brengen door ons mogelijk" },
  { value: "shipping", label: "Buiten Breda - Verzending (€8 tot €100 besteding)" },
] as const;

/** The label staff and mails show for a stored delivery method (null when none was chosen). */
export function deliveryLabel(value: string | null): string | null {
  return value ? (deliveryMethods.find((d) => d.value === value)?.label ?? value) : null;
}

/** Every message one form shows (spec §5, §8), in one place per form: a new form adds one entry. */
interface FormMessages {
  missing: FormError;
  invalidEmail: FormError;
  /** Title of the other validation errors. */
  invalidTitle: string;
  /** The failure toast; {phone} is the shop's number. */
  failure: (phone: string) => FormError;
  /** The success toast: the spec's own sentence where it gives one, else the reply time of ~/lib/reply-promise. */
  success: (reply: ReplyPromise) => FormError;
  /** When we answer, as /bedankt and the confirmation mail say it. */
  reply: (reply: ReplyPromise) => string;
}

const invalidEmail: FormError = {
  code: "email",
  title: "Ongeldig email adres",
  description: "Voer een geldig email adres in.",
};

// The quote modal's messages for missing fields and a bad e-mail address; the work-wear order uses them too.
const quoteMissing: FormError = {
  code: "velden",
  title: "Fout",
  description: "Vul alle verplichte velden in",
};
const quoteInvalidEmail: FormError = {
  code: "email",
  title: "Fout",
  description: "Voer een geldig email adres in.",
};

const formMessages: Record<LeadForm, FormMessages> = {
  quote: {
    missing: quoteMissing,
    invalidEmail: quoteInvalidEmail,
    invalidTitle: "Fout",
    failure: () => ({
      code: "server",
      title: "Fout",
      description:
        "Er is een fout opgetreden bij het versturen van uw aanvraag. Probeer het opnieuw of neem direct contact met ons op.",
    }),
    // The spec's exact toast (spec §8), so it keeps its "u".
    success: () => ({
      code: "ok",
      title: "Succes!",
      description: "Uw offerte aanvraag is verzonden. We nemen binnen 24 uur contact met u op.",
    }),
    reply: ({ when }) => `We nemen ${when} contact met je op.`,
  },
  quick: {
    missing: {
      code: "velden",
      title: "Gegevens vereist",
      description: "We hebben je naam, email en telefoonnummer nodig voor contact.",
    },
    invalidEmail,
    invalidTitle: "Controleer je gegevens",
    failure: (phone) => ({
      code: "server",
      title: "Er ging iets mis",
      description: `Probeer WhatsApp of bel ons direct: ${phone}`,
    }),
    // Spec §8: the title, and "we call you today" where that is true.
    success: (reply) => ({ code: "ok", title: "Offerte aanvraag ontvangen", description: quickReply(reply) }),
    reply: quickReply,
  },
  appointment: {
    missing: { code: "velden", title: "Vul alle verplichte velden in" },
    invalidEmail,
    invalidTitle: "Controleer je gegevens",
    failure: () => ({ code: "server", title: "Er ging iets mis. Probeer het opnieuw." }),
    success: () => ({
      code: "ok",
      title: "Jouw afspraakverzoek is succesvol verzonden! We nemen binnen 24 uur contact met je op.",
    }),
    reply: ({ when }) => `We nemen ${when} contact met je op om de afspraak te bevestigen.`,
  },
  partnership: {
    missing: {
      code: "velden",
      title: "Verplichte velden ontbreken",
      description: "Vul alsjeblieft alle verplichte velden in.",
    },
    invalidEmail,
    invalidTitle: "Controleer je gegevens",
    failure: (phone) => ({
      code: "server",
      title: "Er ging iets mis",
      description: `Probeer het nog eens of bel ons direct: ${phone}`,
    }),
    success: ({ when }) => ({
      code: "ok",
      title: "Aanvraag verstuurd!",
      description: `We nemen ${when} contact met je op.`,
    }),
    reply: ({ when }) => `We nemen ${when} contact met je op.`,
  },
  workwear: {
    missing: quoteMissing,
    invalidEmail: quoteInvalidEmail,
    invalidTitle: "Controleer je bestelling",
    failure: (phone) => ({
      code: "server",
      title: "Er ging iets mis",
      description: `Je bestelling is niet verstuurd. Probeer het opnieuw of bel ons direct: ${phone}`,
    }),
    success: ({ when }) => ({
      code: "ok",
      title: "Bestelling ontvangen!",
      description: `We nemen ${when} contact met je op om je bestelling te bevestigen.`,
    }),
    reply: ({ when }) => `We nemen ${when} contact met je op om je bestelling te bevestigen.`,
  },
};

/** The quick form promises a call: the spec's "We bellen je vandaag nog!" while that is true. */
function quickReply(reply: ReplyPromise): string {
  return reply.today ? "We bellen je vandaag nog!" : `We bellen je ${reply.when}.`;
}

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
  prijs: {
    code: "prijs",
    title: "Bestelling niet verwerkt",
    description:
      "Prijzen rekenen we zelf uit op basis van ons assortiment; stuur je bestelling opnieuw vanaf de bestelpagina.",
  },
};

/** Turns issue codes into the Dutch message a visitor sees; missing fields win over format errors (spec order). */
export function leadFormError(form: LeadForm, issues: readonly { message: string }[]): FormError {
  const codes = issues.map((i) => i.message);
  if (codes.includes(MISSING_CODE)) return formMessages[form].missing;
  if (codes.includes(EMAIL_CODE)) return formMessages[form].invalidEmail;
  const title = formMessages[form].invalidTitle;
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
        description: "Afspraken zijn mogelijk op werkdagen vanaf vandaag.",
      };
    case "time":
      return {
        code: "tijd",
        title: "Kies een ander tijdstip",
        description: "Kies een tijd tussen 10:00 en 16:00.",
      };
    default:
      return { code: "ongeldig", title, description: "Een of meer velden zijn ongeldig." };
  }
}

/** The failure toasts of spec §8 ({phone} is the shop's number). */
export function failureError(form: LeadForm, phone: string): FormError {
  return formMessages[form].failure(phone);
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
export function errorForCode(form: LeadForm, code: string, phone: string): FormError | undefined {
  if (Object.hasOwn(orderLineErrors, code)) return orderLineErrors[code];
  switch (code) {
    case "velden":
      return formMessages[form].missing;
    case "email":
      return formMessages[form].invalidEmail;
    case "datum":
    case "tijd":
    case "ongeldig":
      return leadFormError(form, [{ message: code === "datum" ? "date" : code === "tijd" ? "time" : "" }]);
    case "tijdslot":
      return slotTakenError();
    case "limiet":
      return rateLimitError(phone);
    case "server":
      return failureError(form, phone);
    default:
      return attachmentErrorForCode(code);
  }
}

/** Success toasts of spec §8, with the reply time where the spec does not fix the sentence. */
export function successMessage(form: LeadForm, reply: ReplyPromise): FormError {
  return formMessages[form].success(reply);
}

/** The sentence that says when we answer a request sent with this form (/bedankt, confirmation mails). */
export function replySentence(form: LeadForm, reply: ReplyPromise): string {
  return formMessages[form].reply(reply);
}
