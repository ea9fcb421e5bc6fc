// What the error boundaries of the staff and account areas say, per HTTP status.
export const errorTitles: Readonly<Record<number, string>> = {
  403: "Geen toegang",
  404: "Niet gevonden",
  405: "Niet mogelijk",
};
export const fallbackErrorTitle = "Er ging iets mis";

/** Used when a thrown response carries no message of its own. */
export const errorMessages: Readonly<Record<number, string>> = {
  403: "Je hebt geen toegang tot deze pagina.",
  404: "Deze pagina bestaat niet (meer).",
  405: "Deze pagina kan dit verzoek niet verwerken.",
};
export const fallbackErrorMessage =
  "Probeer het later opnieuw. Blijft het misgaan, neem dan contact op met een beheerder.";
