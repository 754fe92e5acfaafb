import { css, html, type PropertyValues } from "lit";
import { customElement, property, query } from "lit/decorators.js";
import { Chart, MANA_CHART_COLORS } from "../charts/chart-setup.js";
import { ChartElement } from "../charts/chart-element.js";
import type { DeckStats } from "../deck/deck-stats.js";

const KEYS = ["W", "U", "B", "R", "G", "C"] as const;
const NAMES: Record<(typeof KEYS)[number], string> = {
  W: "White",
  U: "Blue",
  B: "Black",
  R: "Red",
  G: "Green",
  C: "Colorless",
};

/** A doughnut chart of the coloured mana symbols in a deck's costs. Set `pips` from `deckStats`. */
@customElement("color-chart")
export class ColorChart extends ChartElement<"doughnut"> {
  static override styles = css`
    :host { display: block; }
    figure { margin: 0; }
    figcaption { font-size: 0.85rem; color: #8b949e; margin-bottom: 4px; }
    .canvas { position: relative; height: 180px; }
    .empty { height: 180px; display: grid; place-items: center; color: #8b949e; font-size: 0.9rem; }
  `;

  /** Mana symbols per colour. */
  @property({ attribute: false }) pips: DeckStats["pips"] = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };

  @query("canvas") private canvas!: HTMLCanvasElement | null;

  private get used() {
    return KEYS.filter((k) => this.pips[k] > 0);
  }

  override render() {
    const used = this.used;
    return html`<figure>
      <figcaption>Colors (mana symbols in costs)</figcaption>
      ${
        used.length === 0
          ? html`<div class="empty">No coloured mana symbols</div>`
          : html`<div class="canvas"><canvas role="img" aria-label=${`Colors: ${used.map((k) => `${this.pips[k]} ${NAMES[k]}`).join(", ")}`}></canvas></div>`
      }
    </figure>`;
  }

  override updated(changed: PropertyValues<this>): void {
    if (this.chart !== undefined && !changed.has("pips")) return;
    const used = this.used;
    if (this.canvas === null || used.length === 0) {
      this.chart?.destroy();
      this.chart = undefined;
      return;
    }
    if (this.chart !== undefined && this.chart.canvas !== this.canvas) {
      this.chart.destroy();
      this.chart = undefined;
    }
    const data = {
      labels: used.map((k) => NAMES[k]),
      datasets: [
        {
          data: used.map((k) => this.pips[k]),
          backgroundColor: used.map((k) => MANA_CHART_COLORS[k]),
          borderColor: "#0d1117",
        },
      ],
    };
    if (this.chart === undefined) {
      this.chart = new Chart(this.canvas, {
        type: "doughnut",
        data,
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: "right" } },
        },
      });
    } else {
      this.chart.data = data;
      this.chart.update();
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "color-chart": ColorChart;
  }
}
