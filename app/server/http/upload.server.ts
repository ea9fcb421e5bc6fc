// The one way a route reads a form that carries files (staff uploads and public lead forms alike). The body is
// streamed: text fields are collected, each file goes straight into storage under a generated key while it
// arrives, never whole in memory. What a file is comes from its first bytes (app/lib/file-kind.ts). A refused
// file (wrong kind, too large, too many, empty), a broken body or an aborted request leaves no object behind:
// whatever this request already stored is removed before the Dutch 4xx is returned.
// One file on purpose (over 300 lines): the stream, its limits and the clean-up of a refused upload are one
// state machine; split, the clean-up would have to be proven again for every piece.
import { randomUUID } from "node:crypto";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import Busboy from "busboy";
import { data } from "react-router";
import {
  describeKinds,
  detectFileKind,
  displayFileName,
  FILE_KIND_INFO,
  fileTooLargeMessage,
  SNIFF_BYTES,
  type FileKind,
  type UploadRules,
} from "~/lib/file-kind";
import { logger } from "../logger.server";
import type { FileStorage } from "../storage.server";
import { FORM_MESSAGES, MAX_FORM_BYTES, type FormFields } from "./form.server";

/** Declared in app/lib (pages show the accepted kinds and limits); re-exported here with the reader. */
export type { UploadRules };

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  /** Generated storage key; the visitor's name is never part of it. */
  key: string;
  /** The visitor's file name, cleaned for display and as a download name. */
  fileName: string;
  kind: FileKind;
  /** Decided by the file's bytes, not by the browser's claim. */
  contentType: string;
  size: number;
}

export type UploadReadResult =
  | {
      ok: true;
      fields: FormFields;
      files: UploadedFile[];
      /**
       * Display names of acceptable files the storage backend failed to store. The form itself was fine:
       * a lead form can still save the request and tell staff an attachment is missing; a staff upload
       * form treats it as a failure.
       */
      failedFiles: string[];
    }
  | {
      ok: false;
      status: 400 | 411 | 413 | 415;
      message: string;
      /** The text fields read before a file or limit was refused, so a form can give them back. */
      fields?: FormFields;
    };

export const UPLOAD_MESSAGES = {
  wrongKind: (fileName: string, accept: readonly FileKind[]) =>
    `Het bestand „${fileName}” wordt niet geaccepteerd. Kies een ${describeKinds(accept)}-bestand.`,
  tooLarge: (fileName: string, maxBytes: number) => fileTooLargeMessage(maxBytes, fileName),
  tooMany: (maxFiles: number) =>
    maxFiles === 1 ? "Stuur één bestand tegelijk mee." : `Stuur maximaal ${maxFiles} bestanden mee.`,
  empty: (fileName: string) => `Het bestand „${fileName}” is leeg.`,
  aborted: "Het versturen is afgebroken. Probeer het opnieuw.",
} as const;

/** Multipart framing per part (boundary, headers) on top of the content itself. */
const PART_OVERHEAD_BYTES = 1024;

/** The largest body these rules can produce; the Express body cap for an upload route (upload-routes). */
export function maxUploadBodyBytes(rules: UploadRules): number {
  const fieldBytes = rules.maxFieldBytes ?? MAX_FORM_BYTES;
  return rules.maxFiles * (rules.maxFileBytes + PART_OVERHEAD_BYTES) + fieldBytes + 64 * 1024;
}

/**
 * A body over the cap, refused unread. With one file allowed, only that file can have made it so large (the
 * text fields have a few KB): say so with the limit, as the staff pages show it next to the file field.
 */
function bodyTooLarge(rules: UploadRules): string {
  return rules.maxFiles === 1 ? fileTooLargeMessage(rules.maxFileBytes) : FORM_MESSAGES.tooLarge;
}

const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;
/** Text fields a form may have; far more than any of ours. */
const MAX_FIELDS = 100;

class UploadRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Holds back the first SNIFF_BYTES of a file until its kind is known ("head" event), then lets everything
 * through. At the end it fails when the file went over the size limit, so storage discards what it wrote.
 */
class HeadSniffer extends Transform {
  private head: Buffer[] = [];
  private headBytes = 0;
  private released = false;

  constructor(private readonly overLimit: () => Error | null) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.released) return callback(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.byteLength;
    if (this.headBytes >= SNIFF_BYTES) this.release();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (!this.released) this.release();
    callback(this.overLimit());
  }

  private release(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.released = true;
    this.emit("head", head);
    if (!this.destroyed) this.push(head);
  }
}

function firstHead(sniffer: HeadSniffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    sniffer.once("head", resolve);
    sniffer.once("error", reject);
  });
}

/**
 * Reads a multipart form with files into text fields and stored files. A non-multipart or broken body, a
 * refused file or an aborted request gives `{ ok: false }` with a Dutch message, and nothing stays stored.
 * The caller owns the stored files from then on: when it cannot use them (its own validation fails, the
 * database insert fails) it calls `discardUploads`.
 */
export async function readUpload(
  request: Request,
  storage: FileStorage,
  rules: UploadRules,
): Promise<UploadReadResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!MULTIPART_TYPE.test(type)) return { ok: false, status: 415, message: FORM_MESSAGES.notAForm };
  const lengthHeader = request.headers.get("content-length");
  if (lengthHeader === null && request.headers.has("transfer-encoding"))
    return { ok: false, status: 411, message: FORM_MESSAGES.noLength };
  if (lengthHeader !== null) {
    if (!/^\d{1,15}$/.test(lengthHeader.trim()))
      return { ok: false, status: 400, message: FORM_MESSAGES.unreadable };
    if (Number(lengthHeader) > maxUploadBodyBytes(rules))
      return { ok: false, status: 413, message: bodyTooLarge(rules) };
  }
  if (!request.body) return { ok: false, status: 400, message: FORM_MESSAGES.unreadable };

  const maxFieldBytes = rules.maxFieldBytes ?? MAX_FORM_BYTES;
  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": type },
      // File names arrive as UTF-8 from every current browser; busboy's default would garble "logo-café.png".
      defParamCharset: "utf8",
      limits: {
        // busboy counts reaching its limit as going over it; one byte more lets a file of exactly the limit in.
        fileSize: rules.maxFileBytes + 1,
        // Empty file inputs arrive as parts too; the real count is checked below.
        files: rules.maxFiles + rules.fileFields.length + 2,
        fields: MAX_FIELDS,
        fieldSize: maxFieldBytes,
        fieldNameSize: 200,
        parts: MAX_FIELDS + rules.maxFiles + rules.fileFields.length + 2,
      },
    });
  } catch {
    return { ok: false, status: 400, message: FORM_MESSAGES.unreadable };
  }

  const fields: FormFields = Object.create(null) as FormFields;
  let fieldBytes = 0;
  const files: UploadedFile[] = [];
  const failedFiles: string[] = [];
  const tasks: Promise<void>[] = [];
  let fileCount = 0;
  /** Set once the connection broke off; a storage write failing then is not the backend's fault. */
  let aborted = false;
  /** The first reason to refuse the whole request; later parts are then only drained. */
  let refusal: UploadRefusal | null = null;
  const refuse = (status: 400 | 413, message: string) => {
    refusal ??= new UploadRefusal(status, message);
  };

  parser.on("field", (name, value, info) => {
    if (refusal) return;
    if (info.nameTruncated || info.valueTruncated) return refuse(413, FORM_MESSAGES.tooLarge);
    fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (fieldBytes > maxFieldBytes) return refuse(413, FORM_MESSAGES.tooLarge);
    // PostgreSQL text cannot hold U+0000; refuse it here instead of failing at the INSERT.
    if (name.includes("\u0000") || value.includes("\u0000")) return refuse(400, FORM_MESSAGES.unreadable);
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  });
  parser.on("fieldsLimit", () => refuse(413, FORM_MESSAGES.tooLarge));
  parser.on("partsLimit", () => refuse(413, FORM_MESSAGES.tooLarge));
  parser.on("filesLimit", () => refuse(413, UPLOAD_MESSAGES.tooMany(rules.maxFiles)));

  // Files finish storing in any order; they are listed in the order the visitor sent them.
  const sentAs = new Map<UploadedFile, number>();
  parser.on("file", (field, stream, info) => {
    tasks.push(storeFile(field, stream, info.filename, tasks.length));
  });

  async function storeFile(
    field: string,
    stream: Readable,
    rawName: string | undefined,
    position: number,
  ): Promise<void> {
    const fileName = displayFileName(rawName ?? "");
    let overLimit = false;
    stream.once("limit", () => {
      overLimit = true;
    });
    const sniffer = new HeadSniffer(() =>
      overLimit ? new UploadRefusal(413, UPLOAD_MESSAGES.tooLarge(fileName, rules.maxFileBytes)) : null,
    );
    // A request that breaks off destroys the part's stream; the sniffer (and so the storage write) fails too.
    let brokenOff = false;
    stream.once("error", (error) => {
      brokenOff = true;
      sniffer.destroy(error);
    });
    stream.pipe(sniffer);
    const drain = () => {
      stream.unpipe(sniffer);
      sniffer.destroy();
      stream.resume();
    };

    let head: Buffer;
    try {
      head = await firstHead(sniffer);
    } catch (error) {
      drain();
      if (error instanceof UploadRefusal) refuse(error.status, error.message);
      return;
    }
    // A file input left empty: a part without a name or bytes.
    if (head.byteLength === 0 && !rawName) return drain();
    if (refusal) return drain();
    if (!rules.fileFields.includes(field)) {
      refuse(400, FORM_MESSAGES.noFiles);
      return drain();
    }
    if (++fileCount > rules.maxFiles) {
      refuse(413, UPLOAD_MESSAGES.tooMany(rules.maxFiles));
      return drain();
    }
    if (head.byteLength === 0) {
      refuse(400, UPLOAD_MESSAGES.empty(fileName));
      return drain();
    }
    const kind = detectFileKind(head.subarray(0, SNIFF_BYTES));
    if (!kind || !rules.accept.includes(kind)) {
      refuse(400, UPLOAD_MESSAGES.wrongKind(fileName, rules.accept));
      return drain();
    }

    const info = FILE_KIND_INFO[kind];
    const key = `${rules.folder}/${randomUUID()}.${info.extension}`;
    try {
      const { size } = await storage.writeStream(key, sniffer, { contentType: info.contentType });
      const file = { field, key, fileName, kind, contentType: info.contentType, size };
      files.push(file);
      sentAs.set(file, position);
    } catch (error) {
      drain();
      if (error instanceof UploadRefusal || overLimit) {
        refuse(413, UPLOAD_MESSAGES.tooLarge(fileName, rules.maxFileBytes));
      } else if (!brokenOff && !aborted) {
        // The backend failed (disk full, bucket unreachable), not the visitor's file.
        logger.error({ err: error, folder: rules.folder }, "storing an upload failed");
        failedFiles.push(fileName);
      }
    }
  }

  const outcome = await feedParser(request.body, parser);
  aborted = outcome === "broken-off";
  const unreadable = outcome === "unreadable";
  await Promise.allSettled(tasks);
  files.sort((a, b) => sentAs.get(a)! - sentAs.get(b)!);

  if (aborted || unreadable || refusal) {
    await discardUploads(storage, files);
    if (refusal && !aborted) {
      const { status, message } = refusal as UploadRefusal;
      return { ok: false, status, message, fields };
    }
    return {
      ok: false,
      status: 400,
      message: aborted ? UPLOAD_MESSAGES.aborted : FORM_MESSAGES.unreadable,
    };
  }
  return { ok: true, fields, files, failedFiles };
}

/**
 * Writes the request body into the parser, with backpressure. The body is never cancelled: cancelling the
 * body of a request whose connection just dropped makes the Node adapter emit an unhandled 'error' on the
 * request, which would end the process. After a parser error the rest is read and dropped (bounded by the
 * route's body cap), so the visitor still gets the Dutch answer instead of a reset connection.
 */
async function feedParser(
  body: ReadableStream<Uint8Array>,
  parser: Busboy.Busboy,
): Promise<"ok" | "unreadable" | "broken-off"> {
  let parserFailed = false;
  parser.on("error", () => {
    parserFailed = true;
    // busboy reports some errors (a malformed part header) without ending itself; end it, so "close" comes
    // and the part being stored fails.
    parser.destroy();
  });
  const closed = new Promise<void>((resolve) => parser.once("close", resolve));
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (parserFailed || parser.destroyed) continue;
      if (!parser.write(value))
        await new Promise<void>((resolve) => {
          const settle = () => {
            parser.off("drain", settle);
            parser.off("close", settle);
            resolve();
          };
          parser.on("drain", settle);
          parser.on("close", settle);
        });
    }
  } catch (error) {
    // The connection broke off: the part being written fails, and with it its storage write.
    parser.destroy(error instanceof Error ? error : new Error("request body failed"));
    await closed;
    return "broken-off";
  }
  if (!parserFailed && !parser.destroyed) parser.end();
  await closed;
  return parserFailed ? "unreadable" : "ok";
}

/** readUpload for route actions: a refused body is thrown as `data(message, { status })`. */
export async function readUploadForm(
  request: Request,
  storage: FileStorage,
  rules: UploadRules,
): Promise<Extract<UploadReadResult, { ok: true }>> {
  const result = await readUpload(request, storage, rules);
  if (!result.ok) throw data(result.message, { status: result.status });
  return result;
}

/** Removes stored uploads the request could not use. Best effort: a failure is logged, not thrown. */
export async function discardUploads(storage: FileStorage, files: readonly { key: string }[]): Promise<void> {
  const results = await Promise.allSettled(files.map((file) => storage.remove(file.key)));
  for (const result of results)
    if (result.status === "rejected")
      logger.error({ err: result.reason }, "removing a discarded upload failed; the object is orphaned");
}
