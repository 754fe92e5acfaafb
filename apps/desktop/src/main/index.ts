import { app, BrowserWindow } from "electron";
import { join } from "node:path";

function createWindow(): void {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    webPreferences: { preload: join(import.meta.dirname, "../preload/index.mjs"), contextIsolation: true, sandbox: true, nodeIntegration: false },
  });
  void win.loadFile(join(import.meta.dirname, "../renderer/index.html"));
}

void app.whenReady().then(createWindow);
app.on("window-all-closed", () => app.quit());
