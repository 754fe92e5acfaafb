/**
 * The `app://fishbowl/` protocol the built renderer is loaded from. Under `file://` the CSP
 * source `'self'` matches every local file; under this standard, secure scheme it means the
 * renderer folder only, and module scripts and the stats worker load as same-origin requests.
 *
 * {@link resolveAppRequest} maps a request to a file of the renderer folder and refuses
 * everything else (404, or 405 for a method other than GET); {@link createAppProtocolHandler}
 * turns that into a `Response` for `protocol.handle`. Only Electron types are imported.
 */
import type { CustomScheme } from "electron";
import * as fsp from "node:fs/promises";
import { extname, isAbsolute, join, relative, sep } from "node:path";
import { CONTENT_SECURITY_POLICY } from "./security.js";

/** The scheme of the renderer's URLs. */
export const APP_SCHEME = "app";
/** The renderer's origin. */
export const APP_ORIGIN = `${APP_SCHEME}://fishbowl`;
/** The URL of the renderer's page. */
export const APP_PAGE_URL = `${APP_ORIGIN}/index.html`;

/**
 * The scheme's privileges (for `protocol.registerSchemesAsPrivileged`, before the app is ready):
 * standard (relative URLs, an origin of its own), secure (like https), fetch allowed. Not
 * `corsEnabled` and not `bypassCSP`: other origins cannot read it, and the CSP applies.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

/** Content types by file extension; any other file is served as `application/octet-stream`. */
export const MIME_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
};

/** The outcome of {@link resolveAppRequest}: a file to serve, or a refusal status. */
export type AppResolution =
  { readonly status: 200; readonly file: string; readonly type: string } | { readonly status: 404 | 405 };

const NOT_FOUND = { status: 404 } as const;

/**
 * The file of `root` (the built renderer folder) that a request for `url` with `method`
 * serves. Only GET, only `app://fishbowl/`; `/` means `/index.html`. Each path segment is
 * percent-decoded once and refused if it is empty, `.` or `..`, or holds a slash, backslash,
 * colon or NUL (so `%2e%2e`, `..%2f`, `C:` and absolute paths cannot leave `root`); the file
 * must exist, be a regular file, and still be inside `root` once symbolic links are resolved.
 */
export async function resolveAppRequest(method: string, url: string, root: string): Promise<AppResolution> {
  if (method !== "GET") return { status: 405 };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return NOT_FOUND;
  }
  // (Node gives a non-special scheme the origin "null", so compare scheme and host.)
  if (`${parsed.protocol}//${parsed.host}` !== APP_ORIGIN || parsed.username !== "" || parsed.password !== "")
    return NOT_FOUND;
  const raw = parsed.pathname === "/" ? "/index.html" : parsed.pathname;
  const segments: string[] = [];
  for (const encoded of raw.slice(1).split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return NOT_FOUND;
    }
    if (segment === "" || segment === "." || segment === ".." || /[/\\:\0]/.test(segment)) return NOT_FOUND;
    segments.push(segment);
  }
  const candidate = join(root, ...segments);
  if (!isInside(root, candidate)) return NOT_FOUND;
  try {
    const [realRoot, realFile] = await Promise.all([fsp.realpath(root), fsp.realpath(candidate)]);
    if (!isInside(realRoot, realFile) || !(await fsp.stat(realFile)).isFile()) return NOT_FOUND;
    return {
      status: 200,
      file: realFile,
      type: MIME_TYPES[extname(realFile).toLowerCase()] ?? "application/octet-stream",
    };
  } catch {
    return NOT_FOUND;
  }
}

/** Whether `path` is strictly inside folder `dir`. */
function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel !== "" && rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/** Headers of every response: the CSP (pages and workers get it from their own response), no sniffing. */
const COMMON_HEADERS = { "Content-Security-Policy": CONTENT_SECURITY_POLICY, "X-Content-Type-Options": "nosniff" };

/**
 * The `protocol.handle` handler serving the renderer folder `root`: the file
 * {@link resolveAppRequest} resolves, with its content type and the CSP header, or a plain
 * 404 / 405 response.
 */
export function createAppProtocolHandler(
  root: string,
): (request: Pick<Request, "method" | "url">) => Promise<Response> {
  const refusal = (status: 404 | 405): Response =>
    status === 405
      ? new Response("Method not allowed", {
          status,
          headers: { ...COMMON_HEADERS, Allow: "GET", "Content-Type": "text/plain" },
        })
      : new Response("Not found", { status, headers: { ...COMMON_HEADERS, "Content-Type": "text/plain" } });
  return async (request) => {
    const resolved = await resolveAppRequest(request.method, request.url, root);
    if (resolved.status !== 200) return refusal(resolved.status);
    try {
      const body = await fsp.readFile(resolved.file);
      return new Response(body, { status: 200, headers: { ...COMMON_HEADERS, "Content-Type": resolved.type } });
    } catch {
      return refusal(404);
    }
  };
}
