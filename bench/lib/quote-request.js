// The quote request the load benchmarks send (bench:leads, bench:backup): a filled-in quick quote form, each
// with its own e-mail address, that passes the spam checks like a person.
let counter = 0;

export function quoteRequestBody() {
  return new URLSearchParams({
    name: "Bench Klant",
    email: `bench-${++counter}@example.com`,
    phone: "0612345678",
    company: "Bench BV",
    service: "stickers",
    description: "500 stickers rond 5 cm",
    delivery_method: "shipping",
    delivery_location: "Tilburg",
    website: "",
    // A minute on the form: passes the time trap like a person.
    _t: "60000",
    _js: "1",
  }).toString();
}
