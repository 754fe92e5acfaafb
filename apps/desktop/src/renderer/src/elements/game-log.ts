import { LitElement, css, html, type PropertyValues } from "lit";
import { customElement, property, query } from "lit/decorators.js";
import { manaStyles } from "../styles/mana-font.js";
import { textWithSymbols } from "./mana-cost.js";
import { logEntries } from "../game/log-lines.js";

/** CR numbers in a line ("302.6", "508.1a", "CR 704.5g"). */
const CR = /\b(\d{3}\.\d+[a-z]?)\b/g;

/** A log line with its Comprehensive Rules numbers marked and its mana symbols (`{2}{R}`) drawn. */
export function citeRules(line: string) {
  const parts = line.split(CR);
  return parts.map((part, i) =>
    i % 2 === 1 ? html`<cite class="cr" title=${`Comprehensive Rules ${part}`}>${part}</cite>` : textWithSymbols(part),
  );
}

/**
 * The game log: what happened, newest at the bottom (kept in view), and every refusal with
 * the rules it cites. Its lines are the engine's made shorter to read (`logEntries`: repeated
 * lines counted, a manual action's line first).
 */
@customElement("game-log")
export class GameLog extends LitElement {
  static override styles = [
    manaStyles,
    css`
    :host { display: block; }
    ol { margin: 0; padding: 6px 8px 6px 2.6em; box-sizing: border-box; max-height: var(--log-height, 260px); overflow: auto; font-size: 0.82rem; color: #c9d1d9;
      background: #0d1117; border: 1px solid #30363d; border-radius: 6px; }
    li { margin: 1px 0; }
    li.refusal { color: #ff7b72; }
    li.note { color: #d29922; }
    cite.cr { font-style: normal; color: #d2a8ff; font-weight: 600; }
  `,
  ];

  /** The engine's log lines. */
  @property({ attribute: false }) lines: readonly string[] = [];
  /**
   * Refusals of this session (they change nothing, so the engine does not log them) and the
   * table's own notes (`note`: a spell not automated resolved), each
   * shown after the log line it followed (`at` = the log's length then). Those made in a
   * part of the game that was undone (`at` beyond the log) are left out.
   */
  @property({ attribute: false }) refusals: readonly {
    readonly at: number;
    readonly text: string;
    readonly note?: true;
  }[] = [];

  @query("ol") private list!: HTMLOListElement;

  /**
   * Whether the player scrolled the log away from its newest line (a wheel, a drag, a key, a
   * touch, until they are back at the end). Unless so, the newest line is kept in view when the
   * log's box changes size (a window resized); a scroll of the browser's own — a box made
   * smaller or hidden — does not count.
   */
  private away = false;
  private readonly resized = new ResizeObserver(() => {
    if (!this.away && this.list) this.list.scrollTop = this.list.scrollHeight;
  });
  private readonly leave = (): void => {
    this.away = true;
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resized.disconnect();
  }

  protected override firstUpdated(): void {
    this.resized.observe(this.list);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.hasUpdated) this.resized.observe(this.list);
  }

  override render() {
    const after = new Map<number, (typeof this.refusals)[number][]>();
    for (const r of this.refusals) if (r.at <= this.lines.length) after.set(r.at, [...(after.get(r.at) ?? []), r]);
    const refused = (at: number) =>
      (after.get(at) ?? []).map((r) => html`<li class=${r.note ? "note" : "refusal"}>${citeRules(r.text)}</li>`);
    return html`<ol aria-label="Game log" aria-live="polite" @wheel=${this.leave} @pointerdown=${this.leave} @keydown=${this.leave}
      @touchstart=${this.leave} @scroll=${() => {
        const l = this.list;
        if (l.scrollTop + l.clientHeight >= l.scrollHeight - 2) this.away = false;
      }}>
      ${refused(0)}
      ${logEntries(this.lines, new Set(after.keys())).map(
        (entry) => html`<li data-lines=${entry.end - entry.start}>${citeRules(entry.text)}</li>${refused(entry.end)}`,
      )}
    </ol>`;
  }

  protected override updated(_changed: PropertyValues<this>): void {
    this.list.scrollTop = this.list.scrollHeight;
    this.away = false;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "game-log": GameLog;
  }
}
