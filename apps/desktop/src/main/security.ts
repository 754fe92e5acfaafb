/**
 * Electron's security checklist, applied in one place: locked-down web preferences, a strict
 * Content-Security-Policy header, every permission request denied, and navigation, new
 * windows and `<webview>` refused. Fishbowl shows no remote content, so nothing needs an
 * exception. The built renderer is served from its own origin, `app://fishbowl` (see
 * `app-protocol.ts`), so the policy's `'self'` is the renderer folder and not, as under
 * `file://`, every local file. Only Electron types are imported: the objects come in as
 * parameters, which keeps this module testable without the Electron binary.
 */
import type { Session, WebContents, WebPreferences } from "electron";

/**
 * The Content-Security-Policy for the renderer. Scripts, styles and fonts come only from
 * the app itself (no inline script, no eval, no remote host); `data:` images only. The
 * renderer's `index.html` carries the same policy in a `<meta>` tag (minus the directives a
 * meta tag cannot carry), so it also holds when the page is opened in a plain browser. The
 * `app://` handler sends it as a header with every file (a worker takes its policy from its
 * script's response); {@link hardenSession} adds it to the dev server's responses.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The window's web preferences: isolated, sandboxed, no Node in the page, web security on. */
export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    // Middle-click (auxclick) could otherwise open links in a new window.
    disableBlinkFeatures: "Auxclick",
  };
}

/**
 * Denies every permission request and check (camera, notifications, openExternal, …) and
 * adds the CSP header to every network response the session serves (the dev server's;
 * `app://` responses carry it from their handler).
 */
export function hardenSession(
  session: Pick<Session, "setPermissionRequestHandler" | "setPermissionCheckHandler" | "webRequest">,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, "Content-Security-Policy": [CONTENT_SECURITY_POLICY] },
    });
  });
}

/** The parts of `WebContents` that {@link hardenWebContents} uses. */
export type HardenableContents = Pick<WebContents, "on" | "setWindowOpenHandler">;

/**
 * Refuses, for one `WebContents`: navigation away from the loaded page (the renderer is a
 * single page and never navigates, not even within `app://fishbowl`), redirects, new windows,
 * and attaching a `<webview>`.
 * `log` hears about each refusal.
 */
export function hardenWebContents(contents: HardenableContents, log: (message: string) => void = console.warn): void {
  contents.on("will-navigate", (event, url) => {
    event.preventDefault();
    log(`Navigation refused: ${url}`);
  });
  contents.on("will-redirect", (event, url) => {
    event.preventDefault();
    log(`Redirect refused: ${url}`);
  });
  contents.on("will-attach-webview", (event) => {
    event.preventDefault();
    log("<webview> refused");
  });
  contents.setWindowOpenHandler(({ url }) => {
    log(`New window refused: ${url}`);
    return { action: "deny" };
  });
}
