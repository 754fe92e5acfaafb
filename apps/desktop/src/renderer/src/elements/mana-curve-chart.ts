import { css, html, type PropertyValues } from "lit";
import { customElement, property, query } from "lit/decorators.js";
import { Chart } from "../charts/chart-setup.js";
import { ChartElement } from "../charts/chart-element.js";
import { CURVE_TOP } from "../deck/deck-stats.js";

/** Bucket labels of the curve: `0` … `6`, `7+`. */
export function curveLabels(): string[] {
  return Array.from({ length: CURVE_TOP + 1 }, (_, i) => (i === CURVE_TOP ? `${i}+` : String(i)));
}

/**
 * A bar chart of a deck's mana curve (non-land cards per mana value). Set `curve` to the
 * counts per bucket as computed by `deckStats`.
 */
@customElement("mana-curve-chart")
export class ManaCurveChart extends ChartElement<"bar"> {
  static override styles = css`
    :host { display: block; }
    figure { margin: 0; }
    figcaption { font-size: 0.85rem; color: #8b949e; margin-bottom: 4px; }
    .canvas { position: relative; height: 180px; }
  `;

  /** Cards per mana value, index = mana value (last bucket = that value and more). */
  @property({ attribute: false }) curve: readonly number[] = [];

  @query("canvas") private canvas!: HTMLCanvasElement;

  override render() {
    const total = this.curve.reduce((a, b) => a + b, 0);
    return html`<figure>
      <figcaption>Mana curve (${total} non-land cards)</figcaption>
      <div class="canvas"><canvas role="img" aria-label=${`Mana curve: ${curveLabels()
        .map((l, i) => `${this.curve[i] ?? 0} at ${l}`)
        .join(", ")}`}></canvas></div>
    </figure>`;
  }

  override updated(changed: PropertyValues<this>): void {
    if (this.chart !== undefined && !changed.has("curve")) return;
    const data = curveLabels().map((_, i) => this.curve[i] ?? 0);
    if (this.chart === undefined) {
      this.chart = new Chart(this.canvas, {
        type: "bar",
        data: {
          labels: curveLabels(),
          datasets: [{ label: "Cards", data, backgroundColor: "#d9774f", borderRadius: 4 }],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false } },
          scales: {
            y: { beginAtZero: true, ticks: { precision: 0 } },
            x: { title: { display: true, text: "Mana value" } },
          },
        },
      });
    } else {
      const dataset = this.chart.data.datasets[0];
      if (dataset !== undefined) dataset.data = data;
      this.chart.update();
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "mana-curve-chart": ManaCurveChart;
  }
}
