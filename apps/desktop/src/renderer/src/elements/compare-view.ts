import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import {
  alignDecks,
  compareSummary,
  differenceInWords,
  type CompareSummary,
  type PairTally,
  type StopReason,
  type StopRule,
} from "@fishbowl/compare";
import type { GoldfishJob } from "@fishbowl/compare/play";
import { deckCardNames, resolveDeck } from "../game/deck-cards.js";
import type { HostApi } from "../host/host.js";
import type { CompareJob, CompareMessage } from "../stats/compare-messages.js";
import {
  automationWarningStyle,
  notAutomatedCards,
  renderAutomationWarning,
  type NotAutomatedCard,
} from "../stats/automation-warning.js";
import { controlStyles } from "./ui-styles.js";

/** Starts the compare worker (replaceable in tests). */
export type CompareWorkerFactory = () => Worker;

const defaultWorker: CompareWorkerFactory = () =>
  new Worker(new URL("../stats/compare.worker.ts", import.meta.url), { type: "module", name: "compare" });

/** Turns a game may last; no kill by then counts as turn MAX_TURNS + 1 (as `fishbowl compare`). */
const MAX_TURNS = 20;
/** Pairs before the first look at the interval and between looks (the CLI's defaults). */
const CHECK_EVERY = 1000;

const signed = (x: number, digits = 2): string =>
  `${x > 0 ? "+" : x < 0 && Number(Math.abs(x).toFixed(digits)) !== 0 ? "−" : ""}${Math.abs(x).toFixed(digits)}`;
const percent = (x: number): string => `${(100 * x).toFixed(1)} %`;
const points = (x: number): string => signed(100 * x, 1);

/**
 * Compare: plays two deck lists of the library on the same seeds — paired games, the cards they
 * share at the same library positions (`alignDecks` of @fishbowl/compare, as `fishbowl compare`) —
 * in a Web Worker, and shows the difference A − B in mean kill turn and in "killed by turn N"
 * with 95 % confidence intervals, saying in words which list kills sooner. It stops once the
 * kill-turn interval is within ± the precision asked (checked every 1,000 pairs) or at the most
 * pairs. The worker stays warm between runs; a cancel or a failure ends it.
 */
@customElement("compare-view")
export class CompareView extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { display: block; }
      h3 { margin: 0 0 10px; font-size: 1.1rem; }
      form { margin-bottom: 12px; }
      label { display: inline-flex; gap: 6px; align-items: center; }
      input[type="number"] { width: 6em; }
      select { font: inherit; color: #e6edf3; background: #0d1117; border: 1px solid #363b42; border-radius: 6px; padding: 5px 8px; max-width: 16em; }
      progress { width: 160px; }
      #verdict { font-size: 1.1rem; font-weight: 600; margin: 8px 0; }
      table { border-collapse: collapse; margin: 12px 0; }
      th, td { padding: 4px 14px; text-align: right; border-bottom: 1px solid #30363d; }
      th:first-child, td:first-child { text-align: left; }
    `,
    automationWarningStyle,
  ];

  /** The host (the deck library). */
  @property({ attribute: false }) host!: HostApi;
  /** Starts the worker (replaceable in tests). */
  @property({ attribute: false }) workerFactory: CompareWorkerFactory = defaultWorker;

  @state() private decks: string[] = [];
  @state() private deckA = "";
  @state() private deckB = "";
  @state() private seed = 1;
  @state() private onThePlay = true;
  @state() private precision = 0.05;
  @state() private maxPairs = 20000;
  @state() private running = false;
  @state() private error = "";
  @state() private summary: CompareSummary | undefined;
  @state() private names: [string, string] = ["", ""];
  /** The cards of lists A and B that the autopilot does not play whole. */
  @state() private notAutomated: [readonly NotAutomatedCard[], readonly NotAutomatedCard[]] = [[], []];

  /** The warm worker, kept between runs. */
  private worker: Worker | undefined;
  private cancelRun: (() => void) | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.reloadDecks();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
  }

  /** Reads the deck list again (keeping the chosen decks when they still exist). */
  async reloadDecks(): Promise<void> {
    try {
      this.decks = (await this.host.decks.list()).map((d) => d.name);
      if (!this.decks.includes(this.deckA)) this.deckA = this.decks[0] ?? "";
      if (!this.decks.includes(this.deckB)) this.deckB = this.decks[1] ?? this.decks[0] ?? "";
    } catch (error) {
      this.error = String(error);
    }
  }

  /** Stops a comparison in progress (the figures so far stay). */
  cancel(): void {
    this.cancelRun?.();
  }

  private async job(
    name: string,
  ): Promise<{ deck: string[]; extraCards: GoldfishJob["extraCards"]; notAutomated: NotAutomatedCard[] }> {
    const text = await this.host.decks.read(name);
    const { extraCards, notAutomated } = await resolveDeck(text, this.host.catalog);
    return {
      deck: deckCardNames(text, extraCards),
      extraCards,
      notAutomated: notAutomatedCards(notAutomated, extraCards),
    };
  }

  /** Plays the comparison in the worker; resolves when it stopped, failed or was cancelled. */
  async run(): Promise<void> {
    this.cancel();
    this.error = "";
    this.summary = undefined;
    const names: [string, string] = [this.deckA, this.deckB];
    let a: Awaited<ReturnType<CompareView["job"]>>;
    let b: typeof a;
    try {
      [a, b] = [await this.job(names[0]), await this.job(names[1])];
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      return;
    }
    const aligned = alignDecks(a.deck, b.deck);
    const side = (d: typeof a, cards: string[]): GoldfishJob => ({
      deck: cards,
      extraCards: d.extraCards,
      seed: this.seed,
      onThePlay: this.onThePlay,
      maxTurns: MAX_TURNS,
    });
    const rule: StopRule = {
      minGames: Math.min(CHECK_EVERY, this.maxPairs),
      batch: CHECK_EVERY,
      maxGames: this.maxPairs,
      precision: this.precision,
    };
    const job: CompareJob = { a: side(a, aligned.a), b: side(b, aligned.b), rule };
    const meta = {
      a: names[0],
      b: names[1],
      seed: this.seed,
      onThePlay: this.onThePlay,
      maxTurns: MAX_TURNS,
      sharedCards: aligned.shared,
      deckSizes: [aligned.a.length, aligned.b.length] as [number, number],
      precision: this.precision,
      workers: 1,
    };
    const started = performance.now();
    const show = (tally: PairTally, stopped: StopReason): void => {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      this.summary = compareSummary(tally, { ...meta, stopped, seconds });
    };
    let worker: Worker;
    try {
      worker = this.worker ?? this.workerFactory();
    } catch (error) {
      this.error = `The compare worker could not start: ${error instanceof Error ? error.message : String(error)}`;
      return;
    }
    this.worker = worker;
    this.names = names;
    this.notAutomated = [a.notAutomated, b.notAutomated];
    this.running = true;
    await new Promise<void>((resolve) => {
      const listening = new AbortController();
      /** Ends the run; `keep`: the worker finished cleanly and stays warm for the next run. */
      const finish = (keep = false): void => {
        listening.abort();
        if (!keep) {
          if (this.worker === worker) this.worker = undefined;
          worker.terminate();
        }
        this.running = false;
        resolve();
      };
      const onMessage = (event: MessageEvent<CompareMessage>): void => {
        const m = event.data;
        if (m.kind === "progress") show(m.tally, "max");
        else if (m.kind === "done") {
          show(m.tally, m.stopped);
          finish(true);
        } else {
          this.error = m.message;
          finish();
        }
      };
      const onError = (event: ErrorEvent): void => {
        event.preventDefault();
        this.error = `The compare worker failed: ${event.message}`;
        finish();
      };
      worker.addEventListener("message", onMessage, { signal: listening.signal });
      worker.addEventListener("error", onError, { signal: listening.signal });
      this.cancelRun = () => finish();
      worker.postMessage(job);
    });
    this.cancelRun = undefined;
  }

  private renderResults() {
    const s = this.summary;
    if (s === undefined) return nothing;
    const d = s.killTurnDifference;
    const rows = s.killedByDifference.filter((r) => Math.max(r.a, r.b) >= 0.01 && Math.min(r.a, r.b) <= 0.99);
    const status = this.running
      ? "so far"
      : s.stopped === "precise"
        ? `stopped: the interval is within ± ${s.precision} turns`
        : "stopped at the most pairs";
    return html`<section class="panel" id="compare-results">
      ${renderAutomationWarning(this.notAutomated[0], "compare-automation-a", `List A, “${this.names[0]}”`)}
      ${renderAutomationWarning(this.notAutomated[1], "compare-automation-b", `List B, “${this.names[1]}”`)}
      <p id="verdict">${differenceInWords(d)}${this.running ? " — so far" : ""}</p>
      <p class="hint" id="compare-note">List A: “${this.names[0]}”, list B: “${this.names[1]}”. ${s.pairs} paired games
        (${2 * s.pairs} games, seed ${s.seed}, ${s.onThePlay ? "on the play" : "on the draw"}, ${s.sharedCards} of
        ${s.deckSizes[0]}/${s.deckSizes[1]} cards at shared library positions), ${status}, ${s.seconds.toFixed(1)} s.
        No kill by turn ${s.maxTurns} counts as turn ${s.maxTurns + 1}.</p>
      <table id="compare-mean">
        <thead><tr><th></th><th>List A</th><th>List B</th><th>A − B</th><th>95 % CI</th></tr></thead>
        <tbody><tr>
          <td>Mean kill turn</td><td class="a">${s.a.meanKillTurn.toFixed(2)}</td><td class="b">${s.b.meanKillTurn.toFixed(2)}</td>
          <td class="difference">${signed(d.mean)}</td><td class="interval" data-low=${d.low} data-high=${d.high}>${signed(d.low)} to ${signed(d.high)}</td>
        </tr></tbody>
      </table>
      <table id="compare-by-turn">
        <thead><tr><th>Killed by turn</th><th>List A</th><th>List B</th><th>A − B, points</th><th>95 % CI</th></tr></thead>
        <tbody>
          ${rows.map(
            (r) => html`<tr data-turn=${r.turn}>
              <td>${r.turn}</td><td>${percent(r.a)}</td><td>${percent(r.b)}</td><td>${points(r.difference.mean)}</td>
              <td>${points(r.difference.low)} to ${points(r.difference.high)}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      ${s.errors > 0 ? html`<p class="error">${s.errors} games failed (first: ${s.firstError})</p>` : nothing}
    </section>`;
  }

  override render() {
    const pick = (id: string, value: string, set: (v: string) => void) =>
      html`<select id=${id} .value=${value} @change=${(e: Event) => set((e.target as HTMLSelectElement).value)}>
        ${this.decks.map((d) => html`<option value=${d} ?selected=${d === value}>${d}</option>`)}
      </select>`;
    const number = (e: Event): number => Number((e.target as HTMLInputElement).value);
    return html`<h3>Compare two lists</h3>
      <form class="panel row" id="compare-form" @submit=${(e: Event) => (e.preventDefault(), void this.run())}>
        <label>List A ${pick("compare-a", this.deckA, (v) => (this.deckA = v))}</label>
        <label>List B ${pick("compare-b", this.deckB, (v) => (this.deckB = v))}</label>
        <label><input id="compare-draw" type="checkbox" .checked=${!this.onThePlay}
          @change=${(e: Event) => (this.onThePlay = !(e.target as HTMLInputElement).checked)} /> On the draw</label>
        <label>Seed <input id="compare-seed" type="number" .value=${String(this.seed)}
          @change=${(e: Event) => (this.seed = Math.max(0, Math.trunc(number(e) || 0)))} /></label>
        <label title="Stop once the 95 % interval of the difference in mean kill turn is within ± this many turns">Precision ±
          <input id="compare-precision" type="number" min="0.001" step="any" .value=${String(this.precision)}
          @change=${(e: Event) => (this.precision = number(e) > 0 ? number(e) : 0.05)} /> turns</label>
        <label>At most <input id="compare-max" type="number" min="1" max="1000000" .value=${String(this.maxPairs)}
          @change=${(e: Event) => (this.maxPairs = Math.max(1, Math.min(1_000_000, Math.trunc(number(e)) || 1)))} /> pairs</label>
        <button class="primary" id="compare-run" type="submit" ?disabled=${this.running || this.deckA === "" || this.deckB === ""}>Compare</button>
        <button id="compare-cancel" type="button" ?disabled=${!this.running} @click=${() => this.cancel()}>Cancel</button>
        ${
          this.running
            ? html`<progress id="compare-progress" max=${this.maxPairs} .value=${this.summary?.pairs ?? 0}></progress>
                <span id="compare-count">${this.summary?.pairs ?? 0} pairs</span>`
            : nothing
        }
      </form>
      ${this.error === "" ? nothing : html`<p class="error" id="compare-error" role="alert">${this.error}</p>`}
      ${this.renderResults()}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "compare-view": CompareView;
  }
}
