import { css, html, type PropertyValues } from "lit";
import { customElement, property, query } from "lit/decorators.js";
import { Chart } from "../charts/chart-setup.js";
import { ChartElement } from "../charts/chart-element.js";
import type { KillTurnSummary } from "../stats/kill-turns.js";

/** The histogram's buckets: turn 1 … the last kill turn seen (at least 8), then "no kill". */
export function killTurnLabels(summaries: readonly KillTurnSummary[]): string[] {
  const last = Math.max(8, ...summaries.flatMap((s) => [...s.histogram.keys()]));
  return [...Array.from({ length: last }, (_, i) => String(i + 1)), "no kill"];
}

/** Percent of a side's games in each bucket of {@link killTurnLabels}. */
export function killTurnPercents(summary: KillTurnSummary, labels: readonly string[]): number[] {
  const n = Math.max(1, summary.games);
  return labels.map(
    (label) => (100 * (label === "no kill" ? summary.noKill : (summary.histogram.get(Number(label)) ?? 0))) / n,
  );
}

/**
 * A bar chart (chart.js) of kill turns: the share of games won on each of your turns, one
 * dataset per side (on the play, on the draw).
 */
@customElement("kill-turn-chart")
export class KillTurnChart extends ChartElement<"bar"> {
  static override styles = css`
    :host { display: block; }
    .canvas { position: relative; height: 280px; }
  `;

  /** The sides to draw, with their legend labels. */
  @property({ attribute: false }) series: readonly { label: string; summary: KillTurnSummary; color: string }[] = [];

  @query("canvas") private canvas!: HTMLCanvasElement;

  override render() {
    const labels = killTurnLabels(this.series.map((s) => s.summary));
    const described = this.series
      .map(
        (s) =>
          `${s.label}: ${killTurnPercents(s.summary, labels)
            .map((p, i) => `${p.toFixed(0)}% ${labels[i] === "no kill" ? "no kill" : `turn ${labels[i]}`}`)
            .join(", ")}`,
      )
      .join("; ");
    return html`<div class="canvas"><canvas role="img" aria-label=${`Kill turns. ${described}`}></canvas></div>`;
  }

  override updated(changed: PropertyValues<this>): void {
    if (this.chart !== undefined && !changed.has("series")) return;
    const labels = killTurnLabels(this.series.map((s) => s.summary));
    const datasets = this.series.map((s) => ({
      label: s.label,
      data: killTurnPercents(s.summary, labels),
      backgroundColor: s.color,
      borderRadius: 3,
    }));
    if (this.chart === undefined) {
      this.chart = new Chart(this.canvas, {
        type: "bar",
        data: { labels, datasets },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: true },
            tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label ?? ""}: ${Number(ctx.raw).toFixed(1)}%` } },
          },
          scales: {
            y: { beginAtZero: true, title: { display: true, text: "% of games" } },
            x: { title: { display: true, text: "Kill turn (your turns)" } },
          },
        },
      });
    } else {
      this.chart.data.labels = labels;
      this.chart.data.datasets = datasets;
      this.chart.update();
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "kill-turn-chart": KillTurnChart;
  }
}
