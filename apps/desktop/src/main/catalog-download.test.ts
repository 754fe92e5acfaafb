import { createServer, request as httpRequest, type Server, type ServerResponse } from "node:http";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DownloadError, downloadScryfallBulk, nodeTransport, type Timers } from "./catalog-download.js";
import { CatalogImportError, downloadScryfallCatalog } from "./catalog-import.js";

vi.mock("electron", () => ({}));

const card = (name: string) => ({
  object: "card",
  name,
  layout: "normal",
  mana_cost: "{R}",
  cmc: 1,
  type_line: "Instant",
  oracle_text: "x",
  colors: ["R"],
  keywords: [],
});
const CARDS = JSON.stringify([card("Shock"), card("Lightning Bolt"), card("Burst Lightning")]);

/** What the fake Scryfall answers, by path: a function writing the response. */
const routes = new Map<string, (res: ServerResponse) => void>();
const requested: string[] = [];
let server: Server;
let port = 0;
const dir = mkdtempSync(path.join(tmpdir(), "fishbowl-download-"));

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = `${req.headers["x-original-host"]}${req.url}`;
    requested.push(key);
    const route = routes.get(key);
    if (route) route(res);
    else {
      res.statusCode = 404;
      res.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const addr = server.address();
  port = typeof addr === "object" && addr ? addr.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Requests go to the local server over plain HTTP; the URLs the downloader checks stay Scryfall's https ones (sent along as x-original-host). */
const local = nodeTransport((url, options, callback) =>
  httpRequest(
    new URL(`http://127.0.0.1:${port}${url.pathname}${url.search}`),
    { ...options, headers: { ...(options.headers as Record<string, string>), "x-original-host": url.host } },
    callback,
  ),
);

/** Timers that never fire by themselves: the test fires them. */
function fakeTimers(): Timers & { fire(ms: number): void; pending(ms: number): number } {
  const live = new Map<number, { fn: () => void; ms: number }>();
  let next = 1;
  return {
    setTimeout(fn, ms) {
      live.set(next, { fn, ms });
      return next++;
    },
    clearTimeout(handle) {
      live.delete(handle as number);
    },
    fire(ms) {
      const due = Array.from(live).filter(([, t]) => t.ms === ms);
      for (const [id, t] of due) {
        live.delete(id);
        t.fn();
      }
    },
    pending(ms) {
      return [...live.values()].filter((t) => t.ms === ms).length;
    },
  };
}

function bulkObject(downloadUri: string, extra: object = {}): (res: ServerResponse) => void {
  return (res) =>
    res.end(JSON.stringify({ object: "bulk_data", type: "oracle_cards", download_uri: downloadUri, ...extra }));
}

const BULK = "https://api.scryfall.com/bulk-data/oracle-cards";
const FILE = "https://data.scryfall.io/oracle-cards/oracle-cards-1.json";

function reset(): void {
  routes.clear();
  requested.length = 0;
}

const options = (more: object = {}) => ({ transport: local, timers: fakeTimers(), ...more });
const leftovers = () =>
  readdirSync(dir).filter((n) => n.endsWith(".part") || n.endsWith(".tmp") || n.endsWith(".tmp.json"));

describe("downloadScryfallBulk (against a local server standing in for Scryfall)", () => {
  it("follows the bulk-data object to the file, by an on-host redirect too, gzip-encoded too", async () => {
    reset();
    routes.set("api.scryfall.com/bulk-data/oracle-cards", bulkObject(FILE));
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", (res) => {
      res.statusCode = 302;
      res.setHeader("location", "/oracle-cards/moved.json");
      res.end();
    });
    routes.set("data.scryfall.io/oracle-cards/moved.json", (res) => {
      res.setHeader("content-encoding", "gzip");
      res.end(gzipSync(CARDS));
    });
    const progress: number[] = [];
    const file = path.join(dir, "ok.json");
    const r = await downloadScryfallBulk(file, options({ onProgress: (b: number) => progress.push(b) }));
    expect(r).toEqual({ url: FILE, bytes: CARDS.length });
    expect(readFileSync(file, "utf8")).toBe(CARDS);
    expect(progress.at(-1)).toBe(CARDS.length);
  });

  it("refuses plain http and foreign hosts before sending anything", async () => {
    reset();
    const file = path.join(dir, "never.json");
    await expect(
      downloadScryfallBulk(file, options(), "http://api.scryfall.com/bulk-data/oracle-cards"),
    ).rejects.toThrow(/refused: only https is used, not http/);
    await expect(downloadScryfallBulk(file, options(), "https://scryfall.evil.example/bulk-data")).rejects.toThrow(
      /scryfall\.evil\.example is not one of Scryfall's hosts/,
    );
    await expect(downloadScryfallBulk(file, options(), "https://api.scryfall.com:8443/bulk-data")).rejects.toThrow(
      /default https port/,
    );
    expect(requested).toEqual([]);
    routes.set("api.scryfall.com/bulk-data/oracle-cards", bulkObject("https://cdn.evil.example/oracle.json"));
    await expect(downloadScryfallBulk(file, options())).rejects.toThrow(
      /cdn\.evil\.example is not one of Scryfall's hosts/,
    );
    routes.set("api.scryfall.com/bulk-data/oracle-cards", bulkObject("http://data.scryfall.io/oracle.json"));
    await expect(downloadScryfallBulk(file, options())).rejects.toThrow(/only https is used/);
    expect(requested).toEqual(["api.scryfall.com/bulk-data/oracle-cards", "api.scryfall.com/bulk-data/oracle-cards"]);
    expect(existsSync(file)).toBe(false);
  });

  it("refuses a redirect off Scryfall's hosts (or to http), and endless redirects", async () => {
    reset();
    routes.set("api.scryfall.com/bulk-data/oracle-cards", bulkObject(FILE));
    const redirectTo = (location: string) => (res: ServerResponse) => {
      res.statusCode = 301;
      res.setHeader("location", location);
      res.end();
    };
    const file = path.join(dir, "redirected.json");
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", redirectTo("https://attacker.example/cards.json"));
    await expect(downloadScryfallBulk(file, options())).rejects.toThrow(
      /attacker\.example is not one of Scryfall's hosts .*\(redirected from https:\/\/data\.scryfall\.io/,
    );
    routes.set(
      "data.scryfall.io/oracle-cards/oracle-cards-1.json",
      redirectTo("http://data.scryfall.io/oracle-cards/oracle-cards-1.json"),
    );
    await expect(downloadScryfallBulk(file, options())).rejects.toThrow(/only https is used/);
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", redirectTo("/oracle-cards/oracle-cards-1.json"));
    await expect(downloadScryfallBulk(file, options({ maxRedirects: 3 }))).rejects.toThrow(/too many redirects/);
    expect(requested.filter((r) => r.includes("attacker"))).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });

  it("aborts a file over the size cap, announced or not, and keeps no partial file", async () => {
    reset();
    const file = path.join(dir, "big.json");
    routes.set("api.scryfall.com/bulk-data/oracle-cards", bulkObject(FILE, { size: 5000 }));
    await expect(downloadScryfallBulk(file, options({ maxBytes: 1000 }))).rejects.toThrow(
      /the bulk file is 5000 bytes, more than the 1000 accepted/,
    );
    routes.set("api.scryfall.com/bulk-data/oracle-cards", bulkObject(FILE));
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", (res) => {
      res.setHeader("content-length", "5000");
      res.end("x".repeat(5000));
    });
    await expect(downloadScryfallBulk(file, options({ maxBytes: 1000 }))).rejects.toThrow(/announces 5000 bytes/);
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", (res) => {
      res.write("x".repeat(800));
      res.write("x".repeat(800));
      res.end("x".repeat(800));
    });
    await expect(downloadScryfallBulk(file, options({ maxBytes: 1000 }))).rejects.toThrow(
      /aborted: more than 1000 bytes/,
    );
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", (res) => {
      res.setHeader("content-encoding", "gzip");
      res.end(gzipSync("x".repeat(100_000))); // a small gzip body that inflates past the cap
    });
    await expect(downloadScryfallBulk(file, options({ maxBytes: 50_000 }))).rejects.toThrow(
      /aborted: more than 50000 bytes/,
    );
    expect(existsSync(file)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it("times out when the server stops sending (the test fires the inactivity timer)", async () => {
    reset();
    const file = path.join(dir, "stalled.json");
    let stalled: ServerResponse | undefined;
    routes.set("api.scryfall.com/bulk-data/oracle-cards", bulkObject(FILE));
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", (res) => {
      res.write("[");
      stalled = res; // and never another byte
    });
    const timers = fakeTimers();
    let received!: () => void;
    const gotFirstByte = new Promise<void>((resolve) => (received = resolve));
    const download = downloadScryfallBulk(file, {
      transport: local,
      timers,
      idleTimeoutMs: 60_000,
      onProgress: () => received(),
    });
    const outcome = download.then(
      () => "finished",
      (e: Error) => e,
    );
    await gotFirstByte;
    expect(timers.pending(60_000)).toBe(1);
    timers.fire(60_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as Error).message).toBe(`${BULK}: timed out: nothing received for 60 s`);
    stalled?.destroy();
    expect(existsSync(file)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it("stops when the overall time is up", async () => {
    reset();
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    routes.set("api.scryfall.com/bulk-data/oracle-cards", () => arrived()); // and no answer at all
    const timers = fakeTimers();
    const download = downloadScryfallBulk(path.join(dir, "slow.json"), {
      transport: local,
      timers,
      totalTimeoutMs: 1_800_000,
    }).then(
      () => "finished",
      (e: Error) => e.message,
    );
    await requestArrived;
    timers.fire(1_800_000);
    expect(await download).toMatch(/timed out: the download took longer than 1800 s/);
  });
});

describe("downloadScryfallCatalog", () => {
  it("keeps the old catalog when the download has too few cards, or is not card data", async () => {
    reset();
    const target = path.join(dir, "catalog.json");
    writeFileSync(target, "previous");
    routes.set("api.scryfall.com/bulk-data/oracle-cards", bulkObject(FILE));
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", (res) => res.end(CARDS));
    const err = await downloadScryfallCatalog(target, options()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CatalogImportError);
    expect((err as Error).message).toBe(`${FILE}: only 3 cards; at least 10000 were expected`);
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", (res) => res.end("<html>maintenance</html>"));
    await expect(downloadScryfallCatalog(target, options({ minCards: 1 }))).rejects.toThrow(
      `${FILE}: not valid JSON at line 1, column 1`,
    );
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", (res) =>
      res.end(JSON.stringify({ meta: {}, data: {} })),
    );
    await expect(downloadScryfallCatalog(target, options({ minCards: 1 }))).rejects.toThrow(
      /not the scryfall data expected/,
    );
    expect(readFileSync(target, "utf8")).toBe("previous");
    expect(leftovers()).toEqual([]);
  });

  it("installs a download that passes the check", async () => {
    reset();
    const target = path.join(dir, "installed.json");
    writeFileSync(target, "previous");
    routes.set("api.scryfall.com/bulk-data/oracle-cards", bulkObject(FILE));
    routes.set("data.scryfall.io/oracle-cards/oracle-cards-1.json", (res) => res.end(CARDS));
    expect(await downloadScryfallCatalog(target, options({ minCards: 3 }))).toEqual({
      cards: 3,
      skipped: 0,
      format: "scryfall",
    });
    expect((JSON.parse(readFileSync(target, "utf8")) as { name: string }[]).map((c) => c.name).sort()).toEqual([
      "Burst Lightning",
      "Lightning Bolt",
      "Shock",
    ]);
    expect(leftovers()).toEqual([]);
  });
});
