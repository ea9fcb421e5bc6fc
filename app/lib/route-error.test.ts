import { data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { describeRouteError } from "./route-error";

/** What a route's ErrorBoundary receives when a loader throws data(…). */
function thrown(body: unknown, status: number) {
  const { data: payload, init } = data(body, { status });
  return { status: init?.status ?? 0, statusText: "", data: payload, internal: false };
}

describe("describeRouteError", () => {
  it("shows a 403 with its heading and the message the guard threw", () => {
    expect(describeRouteError(thrown("Alleen voor beheerders.", 403))).toEqual({
      status: 403,
      title: "Geen toegang",
      message: "Alleen voor beheerders.",
    });
  });

  it("shows a 404 with its heading and the loader's message", () => {
    expect(describeRouteError(thrown("Aanvraag niet gevonden.", 404))).toMatchObject({
      status: 404,
      title: "Niet gevonden",
      message: "Aanvraag niet gevonden.",
    });
  });

  it("falls back to a Dutch message per status when the response has no text", () => {
    expect(describeRouteError(thrown(null, 404)).message).toBe("Deze pagina bestaat niet (meer).");
    expect(describeRouteError(thrown({ meta: [] }, 403)).message).toBe(
      "Je hebt geen toegang tot deze pagina.",
    );
  });

  it("uses the general heading for other statuses", () => {
    expect(describeRouteError(thrown("Te veel verzoeken.", 429))).toMatchObject({
      title: "Er ging iets mis",
      message: "Te veel verzoeken.",
    });
  });

  it("never shows the text of a 5xx response or a crash, nor its stack unless asked", () => {
    const server = describeRouteError(thrown('relation "profiles" does not exist', 500));
    expect(server.message).not.toContain("profiles");
    const crash = describeRouteError(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    expect(crash).toEqual({
      status: 500,
      title: "Er ging iets mis",
      message: "Probeer het later opnieuw. Blijft het misgaan, neem dan contact op met een beheerder.",
    });
    expect(describeRouteError(new Error("boem"), true).details).toContain("boem");
  });

  it("never shows React Router's own English refusal, such as the 405 for a page without an action", () => {
    // As React Router builds it (getInternalRouterError): an internal error response with the Error's text.
    const refusal = new ErrorResponseImpl(
      405,
      "Method Not Allowed",
      new Error(
        'You made a POST request to "/employee-dashboard" but did not provide an `action` for route "routes/employee-dashboard", so there is no way to handle the request.',
      ),
      true,
    );
    const expected = {
      status: 405,
      title: "Niet mogelijk",
      message: "Deze pagina kan dit verzoek niet verwerken.",
    };
    expect(describeRouteError(refusal)).toEqual(expected);
    // The browser's copy after hydration: the same text, without the internal flag.
    expect(describeRouteError(thrown(refusal.data, 405))).toEqual(expected);
  });
});
