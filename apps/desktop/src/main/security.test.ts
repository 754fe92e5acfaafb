import { describe, expect, it, vi } from "vitest";
import { CONTENT_SECURITY_POLICY, hardenSession, hardenWebContents, secureWebPreferences } from "./security.js";

vi.mock("electron", () => ({}));

describe("secureWebPreferences", () => {
  it("follows the checklist", () => {
    expect(secureWebPreferences("/p/preload.cjs")).toMatchObject({
      preload: "/p/preload.cjs",
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });
});

describe("CONTENT_SECURITY_POLICY", () => {
  it("allows no inline or remote script", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(inline|eval)|https?:/);
  });
});

describe("hardenSession", () => {
  it("denies permissions and adds the CSP header", () => {
    let request: ((wc: unknown, permission: string, cb: (ok: boolean) => void) => void) | undefined;
    let check: (() => boolean) | undefined;
    let headers:
      ((details: { responseHeaders?: Record<string, string[]> }, cb: (r: unknown) => void) => void) | undefined;
    const session = {
      setPermissionRequestHandler: vi.fn((h) => (request = h)),
      setPermissionCheckHandler: vi.fn((h) => (check = h)),
      webRequest: { onHeadersReceived: vi.fn((h) => (headers = h)) },
    };
    hardenSession(session as never);
    const cb = vi.fn();
    request?.({}, "media", cb);
    expect(cb).toHaveBeenCalledWith(false);
    expect(check?.()).toBe(false);
    const done = vi.fn();
    headers?.({ responseHeaders: { "X-Other": ["1"] } }, done);
    expect(done).toHaveBeenCalledWith({
      responseHeaders: { "X-Other": ["1"], "Content-Security-Policy": [CONTENT_SECURITY_POLICY] },
    });
  });
});

describe("hardenWebContents", () => {
  it("refuses navigation, redirects, webviews and new windows", () => {
    const listeners = new Map<string, (event: { preventDefault(): void }, url?: string) => void>();
    let openHandler: ((details: { url: string }) => unknown) | undefined;
    const contents = {
      on: vi.fn((name: string, fn: (event: { preventDefault(): void }, url?: string) => void) =>
        listeners.set(name, fn),
      ),
      setWindowOpenHandler: vi.fn((fn) => (openHandler = fn)),
    };
    const log = vi.fn();
    hardenWebContents(contents as never, log);
    for (const name of ["will-navigate", "will-redirect", "will-attach-webview"]) {
      const event = { preventDefault: vi.fn() };
      listeners.get(name)?.(event, "https://evil.example/");
      expect(event.preventDefault).toHaveBeenCalled();
    }
    expect(openHandler?.({ url: "https://evil.example/" })).toEqual({ action: "deny" });
    expect(log).toHaveBeenCalledTimes(4);
  });
});
