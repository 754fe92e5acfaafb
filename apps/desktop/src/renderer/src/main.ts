/** Renderer entry: registers the mana font and the app's elements. */
import { loadManaFont } from "./styles/mana-font.js";
import "./app-root.js";

loadManaFont().catch((error: unknown) => console.warn("Mana symbol font not loaded:", error));
