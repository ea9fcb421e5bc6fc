// One label per lead field and per option, in the form's words: the inputs, the schemas' messages, the mails, the
// inbox, the CSV/XLSX export and the AVG export all say the same. Free of zod, so a page can show them cheaply.

/** The fields several lead types share. A type's own fields keep their label in its definition. */
export const fieldLabels = {
  name: "Naam",
  email: "E-mailadres",
  phone: "Telefoonnummer",
  company: "Bedrijfsnaam",
  deliveryMethod: "Levering",
  deliveryLocation: "Leverlocatie",
} as const;

/** The delivery options of the quote forms and the work-wear order (the order leaves out "no preference"). */
export const deliveryMethods = [
  { value: "", label: "Geen voorkeur" },
  { value: "pickup_delivery", label: "Breda - Ophalen/Brengen door ons mogelijk" },
  { value: "shipping", label: "Buiten Breda - Verzending (€8 tot €100 besteding)" },
] as const;

export type DeliveryMethod = (typeof deliveryMethods)[number]["value"];

/** The label staff and mails show for a stored delivery method (null when none was chosen). */
export function deliveryLabel(value: string | null): string | null {
  return value ? (deliveryMethods.find((d) => d.value === value)?.label ?? value) : null;
}
