// What a route loader or action answered, called as React Router calls it: a returned or thrown Response (a
// redirect, a PDF), `data(value, init)` or a plain value, as one shape the tests read.
export interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body: unknown;
}

export async function answerOf(run: () => unknown): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response)
    return {
      status: value.status,
      location: value.headers.get("location"),
      headers: value.headers,
      body: value.headers.get("content-type")?.startsWith("application/pdf")
        ? new Uint8Array(await value.arrayBuffer())
        : await value.text(),
    };
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const { data, init } = value as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, headers: new Headers(init?.headers), body: data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, headers: new Headers(), body: value };
}
