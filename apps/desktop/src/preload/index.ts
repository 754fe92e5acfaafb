import { contextBridge } from "electron";

contextBridge.exposeInMainWorld("fishbowl", { version: 1 });
