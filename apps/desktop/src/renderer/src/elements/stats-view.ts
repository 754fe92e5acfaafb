import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { deckCardNames, resolveDeck } from "../game/deck-cards.js";
import type { HostApi } from "../host/host.js";
import {
  summarize,
  type AutopilotGame,
  type AutopilotJob,
  type AutopilotMessage,
  type KillTurnSummary,
} from "../stats/kill-turns.js";
import {
  automationWarningStyle,
  notAutomatedCards,
  renderAutomationWarning,
  type NotAutomatedCard,
} from "../stats/automation-warning.js";
import { controlStyles } from "./ui-styles.js";
import "./kill-turn-chart.js";
import "./compare-view.js";

/** Starts the autopilot worker (replaceable in tests). */
export type WorkerFactory = () => Worker;

const defaultWorker: WorkerFactory = () =>
  new Worker(new URL("../stats/autopilot.worker.ts", import.meta.url), { type: "module", name: "autopilot" });

const SIDES = [
  { side: "play", label: "On the play", color: "#e4683f" },
  { side: "draw", label: "On the draw", color: "#5aa6e6" },
] as const;

/**
 * Autopilot statistics: plays N goldfish games of a deck on the play and N on the draw in a
 * Web Worker (`playGame` of @fishbowl/autopilot), with progress and cancel, then charts the kill-turn
 * histogram and gives the mean and median kill turn of each side. The worker stays warm between
 * runs (its modules loaded and its JIT warmed up once); a cancel or a failure ends it, and the
 * next run starts a new one. Below it, `<compare-view>` compares two lists on paired games.
 */
@customElement("stats-view")
export class StatsView extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { display: block; }
      :host([hidden]) { display: none; }
      h2 { margin: 0 0 12px; font-size: 1.3rem; }
      form { margin-bottom: 12px; }
      label { display: inline-flex; gap: 6px; align-items: center; }
      input[type="number"] { width: 7em; }
      select { font: inherit; color: #e6edf3; background: #0d1117; border: 1px solid #363b42; border-radius: 6px; padding: 5px 8px; }
      progress { width: 160px; }
      table { border-collapse: collapse; margin: 12px 0; }
      th, td { padding: 4px 14px; text-align: right; border-bottom: 1px solid #30363d; }
      th:first-child, td:first-child { text-align: left; }
      td.games { font-variant-numeric: tabular-nums; }
    `,
    automationWarningStyle,
  ];

  /** The host (the deck library). */
  @property({ attribute: false }) host!: HostApi;
  /** The deck open in the editor, preselected. */
  @property({ type: String }) deck: string | null = null;
  /** Starts the worker. */
  @property({ attribute: false }) workerFactory: WorkerFactory = defaultWorker;

  @state() private decks: string[] = [];
  @state() private chosen = "";
  @state() private games = 200;
  @state() private seed = 1;
  @state() private running = false;
  @state() private done = 0;
  @state() private total = 0;
  @state() private results: AutopilotGame[] = [];
  @state() private error = "";
  @state() private ranDeck = "";
  @state() private seconds = 0;
  /** The cards of the deck run that the autopilot does not play whole. */
  @state() private notAutomated: readonly NotAutomatedCard[] = [];

  /** The warm worker, kept between runs. */
  private worker: Worker | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.reloadDecks();
  }

  /** Reads the deck list again (keeping the chosen deck when it still exists), here and in the Compare panel. */
  async reloadDecks(): Promise<void> {
    void this.renderRoot.querySelector("compare-view")?.reloadDecks();
    try {
      this.decks = (await this.host.decks.list()).map((d) => d.name);
      if (this.chosen === "" || !this.decks.includes(this.chosen))
        this.chosen = this.deck !== null && this.decks.includes(this.deck) ? this.deck : (this.decks[0] ?? "");
    } catch (error) {
      this.error = String(error);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("deck") && this.deck !== null && this.decks.includes(this.deck)) this.chosen = this.deck;
  }

  /** Plays the games (both sides) in a worker; resolves when they are done, failed or cancelled. */
  async run(): Promise<void> {
    this.cancel();
    this.error = "";
    this.results = [];
    this.done = 0;
    this.notAutomated = [];
    let deck: string[];
    let extraCards: AutopilotJob["extraCards"];
    try {
      const text = await this.host.decks.read(this.chosen);
      const resolved = await resolveDeck(text, this.host.catalog);
      extraCards = resolved.extraCards;
      deck = deckCardNames(text, extraCards);
      this.notAutomated = notAutomatedCards(resolved.notAutomated, extraCards);
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
      return;
    }
    const job: AutopilotJob = {
      deck,
      extraCards,
      games: this.games,
      seed: this.seed,
      sides: ["play", "draw"],
      maxTurns: 20,
    };
    this.total = job.games * job.sides.length;
    this.ranDeck = this.chosen;
    this.running = true;
    this.seconds = 0;
    const started = performance.now();
    let worker: Worker;
    try {
      worker = this.worker ?? this.workerFactory();
    } catch (error) {
      this.error = `The autopilot worker could not start: ${error instanceof Error ? error.message : String(error)}`;
      this.running = false;
      return;
    }
    this.worker = worker;
    await new Promise<void>((resolve) => {
      /** Ends the run; `keep`: the worker finished cleanly and stays warm for the next run. */
      const listening = new AbortController();
      const finish = (keep = false): void => {
        listening.abort();
        if (!keep) {
          if (this.worker === worker) this.worker = undefined;
          worker.terminate();
        }
        this.running = false;
        resolve();
      };
      const onMessage = (event: MessageEvent<AutopilotMessage>): void => {
        const message = event.data;
        if (message.kind === "progress") {
          this.done = message.done;
          this.seconds = (performance.now() - started) / 1000;
          this.results = [...this.results, ...message.games];
        } else if (message.kind === "done") finish(true);
        else {
          this.error = message.message;
          finish();
        }
      };
      const onError = (event: ErrorEvent): void => {
        event.preventDefault();
        this.error = `The autopilot worker failed: ${event.message}`;
        finish();
      };
      worker.addEventListener("message", onMessage, { signal: listening.signal });
      worker.addEventListener("error", onError, { signal: listening.signal });
      this.cancelRun = () => finish();
      worker.postMessage(job);
    });
    this.cancelRun = undefined;
  }

  private cancelRun: (() => void) | undefined;

  /** Stops a run in progress (the results so far stay). */
  cancel(): void {
    this.cancelRun?.();
  }

  private summaries(): { label: string; color: string; summary: KillTurnSummary }[] {
    return SIDES.map(({ side, label, color }) => ({
      label,
      color,
      summary: summarize(this.results.filter((g) => g.side === side)),
    }));
  }

  private renderResults() {
    if (this.results.length === 0) return nothing;
    const series = this.summaries();
    // as `fishbowl goldfish` prints them: the mean with two decimals, the median as it is (a whole or a half turn)
    const mean = (n: number | null): string => (n === null ? "—" : n.toFixed(2));
    const median = (n: number | null): string => (n === null ? "—" : String(n));
    return html`<section class="panel" id="results">
      <p class="hint" id="stats-note">“${this.ranDeck}”: ${this.results.length} games${this.running ? " so far" : ""}, seed ${this.seed}${
        this.seconds > 0
          ? `, ${this.seconds.toFixed(1)} s (${Math.round(this.results.length / this.seconds)} games/s)`
          : ""
      }: ${series[0]!.summary.games} on the play and ${series[1]!.summary.games} on the draw. Kill turn = your turn in which the goldfish reached 0 life (the goldfish never blocks).
        <span id="stats-draw-note">On the draw you draw a card on your first turn too (CR 103.8a: the player on the play skips it), so you are a card ahead in each of your turns and kills can come sooner than on the play.</span></p>
      ${renderAutomationWarning(this.notAutomated, "stats-automation")}
      <table id="summary">
        <thead><tr><th></th><th>Games</th><th>Mean</th><th>Median</th><th>No kill by turn 20</th></tr></thead>
        <tbody>
          ${series.map(
            ({ label, summary }) => html`<tr data-side=${label}>
              <td>${label}</td><td>${summary.games}</td><td class="mean">${mean(summary.mean)}</td><td class="median">${median(summary.median)}</td>
              <td>${summary.noKill}${summary.errors > 0 ? html` <span class="error">(${summary.errors} failed)</span>` : nothing}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <kill-turn-chart .series=${series}></kill-turn-chart>
    </section>`;
  }

  override render() {
    return html`<h2>Stats</h2>
      <form class="panel row" id="run-form" @submit=${(e: Event) => (e.preventDefault(), void this.run())}>
        <label>Deck
          <select id="stats-deck" .value=${this.chosen} @change=${(e: Event) => (this.chosen = (e.target as HTMLSelectElement).value)}>
            ${this.decks.map((d) => html`<option value=${d} ?selected=${d === this.chosen}>${d}</option>`)}
          </select></label>
        <label title="Each side is played this many games: on the play (you take the first turn) and on the draw — twice as many games in all">Games per side
          <span class="hint" id="stats-games-hint">(on the play + on the draw)</span> <input id="stats-games" type="number" min="1" max="100000" .value=${String(this.games)}
          @change=${(e: Event) => (this.games = Math.max(1, Math.min(100000, Number((e.target as HTMLInputElement).value) || 1)))} /></label>
        <label>Seed <input id="stats-seed" type="number" .value=${String(this.seed)}
          @change=${(e: Event) => (this.seed = Math.trunc(Number((e.target as HTMLInputElement).value) || 0))} /></label>
        <button class="primary" id="stats-run" type="submit" ?disabled=${this.running || this.chosen === ""}>Run autopilot</button>
        <button id="stats-cancel" type="button" ?disabled=${!this.running} @click=${() => this.cancel()}>Cancel</button>
        ${
          this.running || this.total > 0
            ? html`<progress id="stats-progress" max=${this.total} .value=${this.done}></progress><span id="stats-count">${this.done} / ${this.total}</span>`
            : nothing
        }
      </form>
      ${this.error === "" ? nothing : html`<p class="error" id="stats-error" role="alert">${this.error}</p>`}
      ${this.renderResults()}
      <compare-view .host=${this.host}></compare-view>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "stats-view": StatsView;
  }
}
