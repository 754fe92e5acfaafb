import { LitElement, css, html } from "lit";
import { customElement } from "lit/decorators.js";
import { controlStyles } from "./ui-styles.js";

/** Autopilot statistics (kill-turn distribution). A placeholder until the engine's autopilot exists. */
@customElement("stats-view")
export class StatsView extends LitElement {
  static override styles = [controlStyles, css`:host { display: block; } h2 { margin: 0 0 12px; font-size: 1.3rem; }`];

  override render() {
    return html`<h2>Stats</h2>
      <p class="panel hint" id="stats-placeholder">
        Autopilot runs will play thousands of goldfish games in a Web Worker and chart the deck's kill-turn
        distribution here, once the rules engine is connected.
      </p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "stats-view": StatsView;
  }
}
