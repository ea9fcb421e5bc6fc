// React Router preloads every module of the page with <link rel="modulepreload">, which browsers fetch at high
// priority, next to the stylesheet and the font that the first paint needs. The scripts only hydrate a page
// that is already complete and readable (server-rendered HTML), so they can wait their turn: this stream marks
// the document head's modulepreload links fetchpriority="low". Nothing after </head> is touched.
import { Transform } from "node:stream";

const HEAD_END = Buffer.from("</head>");

function lowerModulePreloadPriority(head: string): string {
  return head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/** Holds the stream back until </head> has arrived (React may split a tag across writes), then passes it on. */
export function modulePreloadPriorityStream(): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      const split = end + HEAD_END.length;
      const out = Buffer.concat([
        Buffer.from(lowerModulePreloadPriority(head.subarray(0, split).toString("utf8"))),
        head.subarray(split),
      ]);
      head = null;
      callback(null, out);
    },
    flush(callback) {
      // A document without a head (never from our root layout): hand over what there is.
      callback(null, head && head.length > 0 ? head : undefined);
    },
  });
}
