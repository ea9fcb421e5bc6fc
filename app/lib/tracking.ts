// Conversion events of docs/behaviour.md#outside-calls-and-tracking. One module so a later consent-aware pixel/tag-manager integration plugs in here;
// until then every call is a no-op. Tracking errors are swallowed: they must never break a form.

export type TrackingEvent =
  | {
      name: "Lead";
      params?: { service?: string; /** The form's tracking name (its lead definition). */ form?: string };
    }
  | { name: "Schedule"; params?: { date?: string; time?: string } }
  | { name: "CompleteRegistration"; params?: { type?: "partnership" } }
  | { name: "AddToCart"; params?: { product?: string; quantity?: number } }
  | { name: "QuoteConversion"; params?: { service?: string } }
  | { name: "Click"; params: { category: string; label: string } };

type Sink = (event: TrackingEvent) => void;

const sinks: Sink[] = [];

/** Connects a destination (pixel, tag manager). Returns a function that disconnects it. */
export function addTrackingSink(sink: Sink): () => void {
  sinks.push(sink);
  return () => {
    const index = sinks.indexOf(sink);
    if (index >= 0) sinks.splice(index, 1);
  };
}

export function track(event: TrackingEvent): void {
  for (const sink of sinks) {
    try {
      sink(event);
    } catch {
      // Analytics must never break the page.
    }
  }
}
