import { describe, expect, it } from "vitest";
import { replyTemplates } from "~/content/reply-clock";
import { applyReplyTemplate, fillReplyTemplate } from "./reply-template";

const names = { name: "Jan de Vries", brand: "Printshop Breda" };
const filled = replyTemplates.map((t) => fillReplyTemplate(t, names));
const [received, question] = filled as [(typeof filled)[0], (typeof filled)[0]];

describe("Sjabloon gebruiken", () => {
  it("fills empty fields with the template", () => {
    expect(applyReplyTemplate({ subject: "", body: "  " }, received, filled)).toEqual(received);
    expect(received.body).toMatch(/^Beste Jan de Vries,\n\n/);
    expect(received.subject).toBe("Je aanvraag bij Printshop Breda");
  });

  it("keeps typed text: the subject as typed, the message above the template's sign-off", () => {
    const typed = { subject: "Jullie 25 shirts", body: "Zijn 25 shirts in maat L goed?\n" };
    expect(applyReplyTemplate(typed, question, filled)).toEqual({
      subject: "Jullie 25 shirts",
      body:
        "Beste Jan de Vries,\n\nBedankt voor je aanvraag. Om je een goede prijs te kunnen geven, hebben we nog een vraag:" +
        "\n\nZijn 25 shirts in maat L goed?\n\nMet vriendelijke groet,\nPrintshop Breda",
    });
  });

  it("replaces a template chosen before, and appends to a template without a sign-off", () => {
    expect(applyReplyTemplate(received, question, filled)).toEqual(question);
    expect(
      applyReplyTemplate({ subject: "", body: "Eigen tekst" }, { subject: "S", body: "Hallo" }, []),
    ).toEqual({ subject: "S", body: "Hallo\n\nEigen tekst" });
  });
});
