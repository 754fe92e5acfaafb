import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { APP_PAGE_URL, APP_SCHEME_PRIVILEGES, createAppProtocolHandler, resolveAppRequest } from "./app-protocol.js";
import { CONTENT_SECURITY_POLICY } from "./security.js";

vi.mock("electron", () => ({}));

// A renderer folder (`out/renderer` in the app) with a secret beside it, and links pointing out of it.
let base: string;
let root: string;
beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), "fishbowl-protocol-"));
  root = join(base, "renderer");
  await mkdir(join(root, "assets"), { recursive: true });
  await writeFile(join(root, "index.html"), "<!doctype html><app-root></app-root>");
  await writeFile(join(base, "secret.txt"), "not for the renderer");
  await mkdir(join(base, "outside"));
  await writeFile(join(base, "outside", "x.js"), "alert(1)");
  const files: Record<string, string> = {
    "index-1.js": "export {}",
    "autopilot.worker-2.js": "self.onmessage = () => {}",
    "index-3.css": "body{}",
    "data.json": "{}",
    "engine.wasm": "\0asm",
    "logo.svg": "<svg/>",
    "icon.png": "png",
    "mana.woff2": "wOF2",
    "blob.bin": "?",
    "..hidden.js": "export {}",
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, "assets", name), text);
  await symlink(join(base, "secret.txt"), join(root, "assets", "leak.txt"));
  await symlink(join(base, "outside"), join(root, "linked"));
  await symlink(join(root, "index.html"), join(root, "assets", "page-link.html"));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const get = (url: string) => resolveAppRequest("GET", url, root);

describe("the app:// scheme", () => {
  it("is standard, secure and fetchable, and neither bypasses the CSP nor opens CORS", () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: "app",
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
    expect(APP_PAGE_URL).toBe("app://fishbowl/index.html");
  });
});

describe("resolveAppRequest", () => {
  it("serves the page and its assets with their content types", async () => {
    expect(await get(APP_PAGE_URL)).toMatchObject({
      status: 200,
      file: expect.stringMatching(/index\.html$/),
      type: "text/html; charset=utf-8",
    });
    expect(await get("app://fishbowl/")).toMatchObject({ status: 200, type: "text/html; charset=utf-8" });
    const types: Record<string, string> = {
      "index-1.js": "text/javascript; charset=utf-8",
      "autopilot.worker-2.js": "text/javascript; charset=utf-8",
      "index-3.css": "text/css; charset=utf-8",
      "data.json": "application/json",
      "engine.wasm": "application/wasm",
      "logo.svg": "image/svg+xml",
      "icon.png": "image/png",
      "mana.woff2": "font/woff2",
      "blob.bin": "application/octet-stream",
      "..hidden.js": "text/javascript; charset=utf-8",
    };
    for (const [name, type] of Object.entries(types)) {
      expect(await get(`app://fishbowl/assets/${encodeURIComponent(name)}?v=1#x`), name).toMatchObject({
        status: 200,
        type,
      });
    }
    // A link that stays inside the folder is fine.
    expect(await get("app://fishbowl/assets/page-link.html")).toMatchObject({ status: 200 });
  });

  it.each([
    "app://fishbowl/../secret.txt",
    "app://fishbowl/%2e%2e/secret.txt",
    "app://fishbowl/%2E%2E/%2e%2e/secret.txt",
    "app://fishbowl/assets/..%2f..%2fsecret.txt",
    "app://fishbowl/assets/..%5c..%5csecret.txt",
    "app://fishbowl/..%2fsecret.txt",
    "app://fishbowl/%252e%252e/secret.txt",
    "app://fishbowl//etc/passwd",
    "app://fishbowl/%2fetc%2fpasswd",
    "app://fishbowl/C:/Windows/win.ini",
    "app://fishbowl/C%3a%5cWindows%5cwin.ini",
    "app://fishbowl/index.html%00.png",
    "app://fishbowl/%zz",
    "app://fishbowl/assets/leak.txt",
    "app://fishbowl/linked/x.js",
    "app://fishbowl/assets",
    "app://fishbowl/assets/",
    "app://fishbowl/missing.js",
    "app://other/index.html",
    "app://user:pw@fishbowl/index.html",
    "app://fishbowl:8080/index.html",
    "file:///index.html",
    "https://fishbowl/index.html",
    "not a url",
  ])("refuses %s with 404", async (url) => {
    expect(await get(url)).toEqual({ status: 404 });
  });

  it("answers only GET", async () => {
    for (const method of ["POST", "PUT", "DELETE", "HEAD", "OPTIONS"]) {
      expect(await resolveAppRequest(method, APP_PAGE_URL, root)).toEqual({ status: 405 });
    }
  });
});

describe("createAppProtocolHandler", () => {
  const handle = () => createAppProtocolHandler(root);

  it("answers with the file, its type, the CSP and nosniff", async () => {
    const response = await handle()(new Request("app://fishbowl/assets/autopilot.worker-2.js"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("self.onmessage = () => {}");
  });

  it("answers 404 without the file's content, and 405 with Allow: GET", async () => {
    const missing = await handle()({ method: "GET", url: "app://fishbowl/%2e%2e/secret.txt" });
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("not for the renderer");
    const post = await handle()({ method: "POST", url: APP_PAGE_URL });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });
});
