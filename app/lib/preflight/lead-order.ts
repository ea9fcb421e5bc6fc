// What a lead form tells the artwork check about the job. No lead form asks for a print size (the quote
// request describes the job in words), so the check says what size a file prints well at instead; a request
// for vehicle lettering is cut from vinyl, which needs a shape without background.
import type { PrintOrder } from "./findings";

/** Service values (the dialog's code, the quick form's label) whose work is cut from vinyl. */
const VINYL_CUT_SERVICES = new Set(["voertuigbelettering"]);

export function leadPrintOrder(data: unknown): PrintOrder {
  const service = data && typeof data === "object" ? (data as { service?: unknown }).service : undefined;
  return { vinylCut: typeof service === "string" && VINYL_CUT_SERVICES.has(service.toLowerCase()) };
}
