// The one way a staff (or account) action dispatches its forms: read the body (or take the fields an upload
// already read), pick the intent, validate, run the handler, answer with `data(result, { status })`.
// The choosing and validating is ~/lib/intent (pure, unit-tested); this adds the request and the response.
//
//   export async function action({ request }: Route.ActionArgs) {
//     const user = await requireStaff(request);
//     return dispatchIntent(request, {
//       rename: intent(renameSchema, async ({ id, fileName }) => ...),
//       delete: intent(idSchema, async ({ id }) => ...),
//     }, { unknown: copy.unknown });
//   }
import { data } from "react-router";
import { type IntentFields, type IntentMap, runIntent } from "~/lib/intent";
import { readForm } from "./form.server";

// For the action's intents. A page component reads its result with resultFor from ~/lib/intent: a route's
// component may not import this module (React Router keeps server modules out of the browser bundle).
export { intent, type IntentResult } from "~/lib/intent";

export async function dispatchIntent<M extends IntentMap>(
  input: Request | IntentFields,
  intents: M,
  options: { unknown: string },
) {
  // A body that is no form, too large or has a NUL byte is thrown by readForm as a Dutch 4xx.
  const fields = input instanceof Request ? await readForm(input) : input;
  const { status, result } = await runIntent(fields, intents, options);
  return data(result, { status });
}
