/**
 * Downloading Scryfall's bulk card data, defensively. Scryfall's documented flow
 * (https://scryfall.com/docs/api/bulk-data): GET the bulk-data object
 * (`https://api.scryfall.com/bulk-data/oracle-cards`), then GET its `download_uri`, a file on
 * `data.scryfall.io`. So:
 *
 * - only `https:` URLs on Scryfall's hosts (`SCRYFALL_HOSTS`) are requested, on the default
 *   port and without credentials in the URL;
 * - redirects are followed by hand, at most `maxRedirects`, each hop checked the same way, so
 *   a redirect off those hosts (or to plain http) is refused;
 * - the file is capped at `maxBytes` (decompressed), and a declared `size` or
 *   `content-length` over the cap is refused before reading;
 * - an inactivity timeout (no bytes for `idleTimeoutMs`) and an overall one
 *   (`totalTimeoutMs`) abort the download. The timers are injected (`timers`), so tests
 *   fire them instead of waiting;
 * - the body goes to a temporary file, renamed to its final name only once complete: a
 *   partial download never looks like a complete one.
 *
 * The HTTP layer (`transport`) is a parameter too: the default is node:https; tests pass a
 * transport that sends the same requests to a local HTTP server while the URLs checked stay
 * Scryfall's.
 */
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { request as httpsRequest } from "node:https";
import type { IncomingMessage, RequestOptions } from "node:http";
import { basename, dirname, join } from "node:path";
import { finished } from "node:stream/promises";
import { createGunzip } from "node:zlib";

/** The hosts Fishbowl downloads card data from: Scryfall's API and its bulk-file host. */
export const SCRYFALL_HOSTS: ReadonlySet<string> = new Set(["api.scryfall.com", "data.scryfall.io"]);

/** Scryfall's bulk-data object for the oracle cards file. */
export const SCRYFALL_ORACLE_BULK_URL = "https://api.scryfall.com/bulk-data/oracle-cards";

/** A download that was refused or failed; `message` names the URL and says why. */
export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DownloadError";
  }
}

/** A download stopped by its caller's signal. */
export class DownloadCancelled extends Error {
  constructor(url: string) {
    super(`${url}: cancelled`);
    this.name = "DownloadCancelled";
  }
}

/** What a transport hands back: status, headers, and the body as a stream of bytes. */
export interface TransportResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: AsyncIterable<Uint8Array>;
  /** Stops reading (frees the connection); the body ends or fails afterwards. */
  destroy(): void;
}

/** Sends one GET (no redirect following) and resolves with the response head; rejects when `signal` aborts. */
export type Transport = (
  url: URL,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<TransportResponse>;

/** `request` as node:https and node:http export it. */
type RequestFn = (
  url: URL,
  options: RequestOptions,
  callback: (res: IncomingMessage) => void,
) => { on(event: "error", fn: (e: Error) => void): unknown; end(): void };

/** A transport over node's `request` (node:https by default); `connectTo` rewrites where the request really goes (tests). */
export function nodeTransport(
  request: RequestFn = httpsRequest as unknown as RequestFn,
  connectTo: (url: URL) => URL = (url) => url,
): Transport {
  return (url, init) =>
    new Promise((resolve, reject) => {
      const req = request(connectTo(url), { method: "GET", headers: init.headers, signal: init.signal }, (res) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res, destroy: () => res.destroy() });
      });
      req.on("error", reject);
      req.end();
    });
}

/** Timers as the download uses them (the global ones by default; fakes in tests). */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Options of the downloads. Sizes in bytes, times in milliseconds. */
export interface DownloadOptions {
  transport?: Transport;
  timers?: Timers;
  /** Largest file accepted, decompressed (default 1 GiB; Scryfall's oracle cards are about 160 MB). */
  maxBytes?: number;
  /** Redirects followed per request (default 5). */
  maxRedirects?: number;
  /** Abort when no byte arrives for this long (default 60 s). */
  idleTimeoutMs?: number;
  /** Abort when the whole download takes longer (default 30 min). */
  totalTimeoutMs?: number;
  /** Bytes received so far (decompressed) and the expected total when known. */
  onProgress?: (bytes: number, total: number | null) => void;
  /** Cancels the download. */
  signal?: AbortSignal;
}

const DEFAULTS = { maxBytes: 1024 * 1024 * 1024, maxRedirects: 5, idleTimeoutMs: 60_000, totalTimeoutMs: 30 * 60_000 };
const HEADERS = {
  "user-agent": "Fishbowl/0.1 (offline goldfishing app)",
  accept: "application/json;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip",
};
/** The bulk-data object is a few hundred bytes. */
const MAX_BULK_OBJECT_BYTES = 64 * 1024;

/**
 * `url` parsed, when it may be requested: https, one of `SCRYFALL_HOSTS`, default port, no
 * user name or password. Throws `DownloadError` saying why not.
 */
export function checkScryfallUrl(url: string, from?: string): URL {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new DownloadError(`${url}: not a URL${from ? ` (given by ${from})` : ""}`);
  }
  const why =
    u.protocol !== "https:"
      ? `only https is used, not ${u.protocol.replace(/:$/, "")}`
      : !SCRYFALL_HOSTS.has(u.hostname)
        ? `${u.hostname} is not one of Scryfall's hosts (${[...SCRYFALL_HOSTS].join(", ")})`
        : u.port !== ""
          ? "only the default https port is used"
          : u.username !== "" || u.password !== ""
            ? "a URL with credentials is refused"
            : null;
  if (why !== null) throw new DownloadError(`${u.href}: refused: ${why}${from ? ` (redirected from ${from})` : ""}`);
  return u;
}

/** One download's limits and timers, shared by its requests. */
class Session {
  readonly controller = new AbortController();
  readonly opts: Required<Omit<DownloadOptions, "onProgress" | "signal">> &
    Pick<DownloadOptions, "onProgress" | "signal">;
  private reason: Error | undefined;
  private idle: unknown;
  private readonly total: unknown;

  constructor(
    options: DownloadOptions,
    readonly label: string,
  ) {
    this.opts = { transport: nodeTransport(), timers: realTimers, ...DEFAULTS, ...options };
    const onAbort = (): void => this.abort(new DownloadCancelled(label));
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    this.total = this.opts.timers.setTimeout(
      () =>
        this.abort(
          new DownloadError(`${label}: timed out: the download took longer than ${seconds(this.opts.totalTimeoutMs)}`),
        ),
      this.opts.totalTimeoutMs,
    );
    this.touch();
  }

  /** Restarts the inactivity timer (after every byte received). */
  touch(): void {
    const { timers, idleTimeoutMs } = this.opts;
    if (this.idle !== undefined) timers.clearTimeout(this.idle);
    this.idle = timers.setTimeout(
      () => this.abort(new DownloadError(`${this.label}: timed out: nothing received for ${seconds(idleTimeoutMs)}`)),
      idleTimeoutMs,
    );
  }

  abort(reason: Error): void {
    if (this.reason) return;
    this.reason = reason;
    this.controller.abort(reason);
  }

  /** Why the session was aborted, if it was. */
  get aborted(): Error | undefined {
    return this.reason;
  }

  close(): void {
    const { timers } = this.opts;
    if (this.idle !== undefined) timers.clearTimeout(this.idle);
    timers.clearTimeout(this.total);
  }

  /** GETs `url`, following redirects by hand and checking every hop; resolves with a 200 response. */
  async get(url: string): Promise<TransportResponse> {
    let current = checkScryfallUrl(url);
    for (let hop = 0; ; hop++) {
      let res: TransportResponse;
      try {
        res = await this.opts.transport(current, { headers: HEADERS, signal: this.controller.signal });
      } catch (e) {
        throw (
          this.aborted ??
          new DownloadError(`${current.href}: download failed (${(e as Error).message}) — check the network connection`)
        );
      }
      this.touch();
      if (res.status >= 300 && res.status < 400) {
        res.destroy();
        const location = header(res, "location");
        if (location === undefined)
          throw new DownloadError(`${current.href}: redirect (${res.status}) without a location`);
        if (hop >= this.opts.maxRedirects)
          throw new DownloadError(`${current.href}: too many redirects (more than ${this.opts.maxRedirects})`);
        current = checkScryfallUrl(new URL(location, current).href, current.href);
        continue;
      }
      if (res.status !== 200) {
        res.destroy();
        throw new DownloadError(`${current.href}: the server answered ${res.status}`);
      }
      return res;
    }
  }
}

function header(res: TransportResponse, name: string): string | undefined {
  const v = res.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** The response body, decompressed when the server sent it gzip-encoded. */
function bodyOf(res: TransportResponse): AsyncIterable<Uint8Array> {
  const encoding = header(res, "content-encoding")?.toLowerCase();
  if (encoding === undefined || encoding === "identity") return res.body;
  if (encoding !== "gzip") throw new DownloadError(`unexpected content-encoding "${encoding}"`);
  const gunzip = createGunzip();
  void (async () => {
    try {
      for await (const chunk of res.body) if (!gunzip.write(chunk)) await new Promise((r) => gunzip.once("drain", r));
      gunzip.end();
    } catch (e) {
      gunzip.destroy(e as Error);
    }
  })();
  return gunzip;
}

/** Reads the response body, capped at `max` bytes, calling `each` per chunk. */
async function readBody(
  session: Session,
  url: string,
  res: TransportResponse,
  max: number,
  each: (chunk: Uint8Array, total: number) => void | Promise<void>,
): Promise<number> {
  const declared = Number(header(res, "content-length"));
  if (header(res, "content-encoding") === undefined && Number.isFinite(declared) && declared > max) {
    res.destroy();
    throw new DownloadError(`${url}: refused: the server announces ${declared} bytes, more than the ${max} accepted`);
  }
  let total = 0;
  try {
    for await (const chunk of bodyOf(res)) {
      session.touch();
      total += chunk.length;
      if (total > max) {
        res.destroy();
        throw new DownloadError(`${url}: aborted: more than ${max} bytes`);
      }
      await each(chunk, total);
    }
  } catch (e) {
    res.destroy();
    if (e instanceof DownloadError) throw e;
    throw session.aborted ?? new DownloadError(`${url}: download failed (${(e as Error).message})`);
  }
  if (session.aborted) throw session.aborted;
  return total;
}

/** What `downloadScryfallBulk` fetched: the bulk-data object's `download_uri`, and the bytes written. */
export interface BulkDownload {
  url: string;
  bytes: number;
}

/**
 * Downloads Scryfall's bulk file named by the bulk-data object at `bulkUrl` (default: the
 * oracle cards) to `file`, written to a temporary file beside it and renamed when complete.
 * Rejects with `DownloadError` (refused URL or redirect, bad bulk-data object, HTTP error,
 * over `maxBytes`, timeout) or `DownloadCancelled`; `file` is then not created.
 */
export async function downloadScryfallBulk(
  file: string,
  options: DownloadOptions = {},
  bulkUrl = SCRYFALL_ORACLE_BULK_URL,
): Promise<BulkDownload> {
  const session = new Session(options, bulkUrl);
  try {
    const infoRes = await session.get(bulkUrl);
    const parts: Uint8Array[] = [];
    await readBody(session, bulkUrl, infoRes, MAX_BULK_OBJECT_BYTES, (chunk) => void parts.push(chunk));
    let info: { object?: unknown; download_uri?: unknown; size?: unknown };
    try {
      info = JSON.parse(Buffer.concat(parts).toString("utf8")) as typeof info;
    } catch {
      throw new DownloadError(`${bulkUrl}: not a Scryfall bulk-data object (not JSON)`);
    }
    if (typeof info !== "object" || info === null || info.object !== "bulk_data")
      throw new DownloadError(`${bulkUrl}: not a Scryfall bulk-data object`);
    if (typeof info.download_uri !== "string")
      throw new DownloadError(`${bulkUrl}: no download_uri in the bulk-data object`);
    const url = checkScryfallUrl(info.download_uri, bulkUrl).href;
    const max = session.opts.maxBytes;
    const size = typeof info.size === "number" && Number.isFinite(info.size) ? info.size : null;
    if (size !== null && size > max)
      throw new DownloadError(`${url}: refused: the bulk file is ${size} bytes, more than the ${max} accepted`);

    const res = await session.get(url);
    const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.part`);
    const out = createWriteStream(temp, { flags: "wx", mode: 0o644 });
    const outDone = finished(out);
    outDone.catch(() => undefined);
    try {
      const bytes = await readBody(session, url, res, max, async (chunk, total) => {
        if (!out.write(chunk))
          await new Promise<void>((resolve, reject) => {
            out.once("drain", resolve);
            out.once("error", reject);
          });
        options.onProgress?.(total, size);
      });
      await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
      await outDone;
      await rename(temp, file);
      return { url, bytes };
    } catch (e) {
      out.destroy();
      // the stream opens its file asynchronously: wait until it is closed, or the file could be
      // created after it was removed (a leftover .part under load)
      if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
      await rm(temp, { force: true });
      throw e;
    }
  } finally {
    session.close();
  }
}
