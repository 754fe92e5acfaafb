import { LitElement } from "lit";
import type { Chart, ChartType } from "chart.js";

/**
 * The lifecycle every chart element shares: the chart.js instance (`chart`, created by the
 * subclass in `updated`) is destroyed when the element leaves the page and re-created when
 * it comes back. `chartInstance` exposes it for tests.
 */
export abstract class ChartElement<T extends ChartType> extends LitElement {
  protected chart: Chart<T> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.requestUpdate(); // re-create the chart destroyed on disconnect
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.chart?.destroy();
    this.chart = undefined;
  }

  /** The chart.js instance (for tests). */
  get chartInstance(): Chart<T> | undefined {
    return this.chart;
  }
}
