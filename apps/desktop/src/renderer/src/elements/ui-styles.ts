/**
 * Styles shared by the app's elements: buttons, inputs, panels, in the app's dark theme.
 */
import { css } from "lit";

/** Base control styles for a component's `static styles`. */
export const controlStyles = css`
  :host { color: #e6edf3; }
  button {
    font: inherit; color: #e6edf3; background: #21262d; border: 1px solid #363b42; border-radius: 6px;
    padding: 5px 12px; cursor: pointer;
  }
  button:hover:not(:disabled) { background: #30363d; }
  button:disabled { opacity: 0.5; cursor: default; }
  button.primary { background: #238636; border-color: #2ea043; }
  button.primary:hover:not(:disabled) { background: #2ea043; }
  button.primary:disabled { background: #21262d; border-color: #363b42; }
  button.danger { color: #ff7b72; }
  button:focus-visible, input:focus-visible, textarea:focus-visible { outline: 2px solid #58a6ff; outline-offset: 1px; }
  input, textarea {
    font: inherit; color: #e6edf3; background: #0d1117; border: 1px solid #363b42; border-radius: 6px; padding: 5px 8px;
  }
  textarea { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9rem; }
  .panel { background: #161b22; border: 1px solid #30363d; border-radius: 8px; padding: 12px 14px; }
  .error { color: #ff7b72; }
  .hint { color: #8b949e; font-size: 0.9rem; }
  .row { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
`;
