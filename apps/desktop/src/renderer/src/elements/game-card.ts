import type { ObjectView } from "@fishbowl/engine";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property } from "lit/decorators.js";
import { frameClass, frameColors } from "../game/board-layout.js";
import { AUTOMATION_WORDS, automationSentence } from "../game/automation-words.js";
import { isPlaceholder } from "../game/placeholder.js";
import type { CardAutomation } from "../deck/deck-report.js";
import { manaStyles } from "../styles/mana-font.js";
import { frameStyles } from "./card-styles.js";
import { rulesText } from "./card-face.js";
import { manaSymbol } from "./mana-cost.js";
import "./mana-cost.js";
import { fitText, fitWords } from "./fit-text.js";

/** Detail of the `card-click` and `card-tools` events: the object's id, and the ids of its whole pile. */
export interface CardEventDetail {
  readonly id: string;
  /** Every object of the pile the card stands for (`[id]` for a single card). */
  readonly ids: readonly string[];
}

/** Detail of `card-preview`: the object pointed at (`null` when the pointer leaves it) and where its card is on screen. */
export interface CardPreviewDetail {
  readonly id: string | null;
  readonly rect?: { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };
  /** Shown by a long press (touch), not by a pointer resting on the card. */
  readonly touch?: boolean;
}

/** The drag data type of a card dragged from the hand (its object id): dropped on the board, it is played. */
export const CARD_DRAG_TYPE = "application/x-fishbowl-object";

/** How long a touch must rest on a card before its preview shows (a long press), in milliseconds. */
const LONG_PRESS_MS = 450;

/** A power or toughness value, marked when it differs from the printed one (none printed counts as 0: a land made a creature). */
function stat(current: number | null, printed: number | null, which: string) {
  const base = printed ?? 0;
  const cls = current === null || current === base ? "" : current > base ? "up" : "down";
  return html`<span class="stat ${cls}" title=${`${which}: printed ${printed ?? "none"}`}>${current ?? "*"}</span>`;
}

/** The type line of an object as printed on a card: `Token Basic Land — Mountain`. */
export function typeLineOf(o: Pick<ObjectView, "token" | "supertypes" | "types" | "subtypes">): string {
  const main = [...(o.token ? ["Token"] : []), ...o.supertypes, ...o.types].join(" ");
  return o.subtypes.length ? `${main} — ${o.subtypes.join(" ")}` : main;
}

/**
 * The type line of a compact card (a land): without a subtype that only repeats its name — a
 * basic land reads "Basic Land" under "Mountain", not "Basic Land — Mountain", which a narrow
 * pile would break over three lines.
 */
export function compactTypeLine(o: Pick<ObjectView, "name" | "token" | "supertypes" | "types" | "subtypes">): string {
  return typeLineOf(o.subtypes.length === 1 && o.subtypes[0] === o.name ? { ...o, subtypes: [] } : o);
}

/** The mana a land's mana abilities add, as symbols (`{T}: Add {R} or {G}.` → R, G). */
function manaMade(o: ObjectView): string[] {
  const made = o.abilities
    .filter((a) => a.mana === true)
    .flatMap((a) => a.choices ?? (a.text.split(":")[1] ?? "").match(/\{[^{}]+\}/g) ?? []);
  return [...new Set(made.map((s) => s.replace(/[{}]/g, "")))];
}

/** The marks of the automation badges on a small card (as the deck editor's counts: ◐ partly automated, ○ manual, ? placeholder). */
const AUTOMATION_MARKS: Readonly<Record<CardAutomation["kind"], string>> = {
  automated: "",
  partial: "◐",
  manual: "○",
  missing: "?",
};

/** A badge's words, and the mark shown instead on a small card (see the styles). */
function shortened(words: string, mark: string) {
  return html`<span class="long" aria-hidden="true">${words}</span><span class="short" aria-hidden="true">${mark}</span>`;
}

/**
 * One object on the table (a card in hand, a permanent, a card in a graveyard or exile),
 * drawn as a card: a frame in its colours, name and mana cost, the whole type line, its rules
 * text with symbols, power/toughness (marked where it differs from the printed values) or
 * loyalty, counters, damage, summoning sickness and the objects attached to it. Tapped, it is
 * turned sideways — its box is landscape — with its text still upright. `compact` draws a
 * smaller card (lands: name, type and the mana it adds); `count` over 1 draws a pile of that
 * many identical objects. Its size follows the `--card-w` custom property (a card's width).
 *
 * Emits `card-click` when clicked (or Enter), `card-tools` from its tools button, and
 * `card-preview` when the pointer enters or leaves it or a touch rests on it (the table shows
 * the whole card beside it).
 */
@customElement("game-card")
export class GameCard extends LitElement {
  static override styles = [
    manaStyles,
    frameStyles,
    css`
      :host { --w: var(--card-w, 110px); --h: calc(var(--w) * 1.36); display: inline-block; position: relative; flex: none;
        width: var(--w); height: var(--h); vertical-align: top; color: #161616; }
      :host([compact]) { --w: calc(var(--card-w, 110px) * 0.74); }
      :host([tapped]) { width: var(--h); height: var(--w); }
      .card { position: relative; width: 100%; height: 100%; box-sizing: border-box; border-radius: 7px; padding: 4px; cursor: pointer;
        display: flex; flex-direction: column; gap: 2px; overflow: hidden; outline: 2px solid transparent; outline-offset: 1px;
        box-shadow: 0 1px 4px rgb(0 0 0 / 55%); font-family: system-ui, sans-serif; line-height: 1.2; }
      :host([count]) .card { box-shadow: 3px -3px 0 -1px #6e7681, 6px -6px 0 -2px #484f58, 0 1px 4px rgb(0 0 0 / 55%); }
      :host([tapped]) .card { filter: saturate(0.8) brightness(0.9); }
      :host([legal]) .card { outline-color: #3fb950; box-shadow: 0 0 8px #3fb950; }
      :host([targetable]) .card { outline-color: #e3b341; box-shadow: 0 0 10px #e3b341; }
      :host([selected]) .card { outline: 3px solid #f85149; box-shadow: 0 0 12px #f85149; }
      :host([unable]) .card { filter: grayscale(0.6) brightness(0.75); }
      .card:focus-visible { outline: 3px solid #58a6ff; }
      .bar { display: flex; flex: none; justify-content: space-between; align-items: flex-start; gap: 3px; padding: 1px 4px; border-radius: 4px; }
      /* The cost goes under the name when both do not fit on one line; words never break: a word wider than its box gets a smaller font (fitWords). */
      .title { flex-wrap: wrap; column-gap: 3px; row-gap: 0; }
      .name { min-width: 0; flex: 1 1 auto; font-weight: 650; font-size: clamp(10px, calc(var(--w) * 0.1), 13px); overflow-wrap: normal; }
      .type { min-width: 0; font-weight: 500; font-size: clamp(9.5px, calc(var(--w) * 0.086), 12px); overflow-wrap: normal; }
      .name.squeezed, .type.squeezed { overflow: hidden; text-overflow: ellipsis; }
      mana-cost { flex: 0 1 auto; max-width: 100%; flex-wrap: wrap; justify-content: flex-end; margin-left: auto; font-size: clamp(10px, calc(var(--w) * 0.1), 13px); padding-top: 1px; }
      mana-cost.long { font-size: clamp(8px, calc(var(--w) * 0.075), 11px); }
      .text { position: relative; flex: 1 1 auto; min-height: 0; overflow: hidden; padding: 0 4px; border-radius: 3px; background: #f4efe6;
        font-size: clamp(9px, calc(var(--w) * 0.08), 11.5px); }
      .text-wrap { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; position: relative; background: #f4efe6; border-radius: 3px; }
      .text-wrap.fit { flex: 0 1 auto; } /* keywords alone (a token's Haste): a box sized to them, not the whole card */
      .text-wrap:has(.clamped)::after { content: "…"; position: absolute; right: 3px; bottom: -2px; font-weight: 700; font-size: 11px; }
      .text p { margin: 0 0 0.2em; }
      .reminder { font-style: italic; }
      /* The mana a land adds, side by side (two colours fit across a compact card); on a tapped one, whose landscape box the name and type fill, in its lower right corner. */
      .made { flex: 1 1 auto; min-height: 0; display: flex; flex-wrap: wrap; justify-content: center; align-content: center; gap: 2px;
        font-size: clamp(14px, calc(var(--w) * 0.2), 26px); }
      :host([compact][tapped]) .made { position: absolute; right: 4px; bottom: 3px; font-size: clamp(12px, calc(var(--w) * 0.16), 18px); }
      .made .ms-cost { font-size: 1em; }
      /* four or more kinds of mana (Aether Hub: {C} and any colour) in smaller symbols, so every one fits */
      .made.many { font-size: clamp(8px, calc(var(--w) * 0.11), 15px); gap: 1px; }
      :host([compact][tapped]) .made.many { font-size: clamp(7px, calc(var(--w) * 0.09), 12px); }
      .foot { display: flex; flex: none; flex-wrap: wrap; justify-content: space-between; align-items: flex-end; gap: 1px 3px; }
      .pt, .loyalty { margin-left: auto; padding: 0 5px; border-radius: 4px; font-weight: 700; font-size: clamp(10.5px, calc(var(--w) * 0.1), 13px); }
      .loyalty { background: #30363d; color: #fff; }
      .stat.up { color: #0a6b1f; text-decoration: underline; }
      .stat.down { color: #b3261e; text-decoration: underline; }
      /* A badge never wraps inside itself; when the badges and the power/toughness do not fit on one line, the power/toughness goes under them. */
      .badges { display: flex; flex-wrap: wrap; gap: 2px; min-width: 0; max-width: 100%; }
      .badge { padding: 0 4px; border-radius: 8px; background: #30363d; color: #e6edf3; font-size: 9.5px; font-weight: 600; white-space: nowrap; }
      .badge.counter { background: #1f6feb; }
      .badge.sick { background: #6e4b00; }
      .badge.damage { background: #b3261e; }
      .badge.manual { background: #8957e5; }
      .badge.partial { background: #5a3e99; }
      .badge.placeholder { background: #d29922; color: #0d1117; }
      .card.placeholder { outline: 2px dashed #d29922; outline-offset: -2px; }
      .badge.attacking { background: #da3633; }
      /* A badge's words where the card has room for them, else its mark (the words are its title and label): badges never cut nor cover one another. */
      .card { container-type: inline-size; }
      .badge .short { display: none; }
      @container (max-width: 139px) {
        .badge .long { display: none; }
        .badge .short { display: inline; }
      }
      :host([attacking]) .card { box-shadow: 0 0 0 2px #da3633, 0 2px 8px rgb(218 54 51 / 60%); }
      .attached { display: flex; flex: none; flex-direction: column; gap: 1px; }
      .attached span { padding: 0 4px; border-radius: 3px; background: #d2a8ff; font-size: 9.5px; overflow-wrap: anywhere; }
      .count { flex: none; padding: 0 5px; border-radius: 8px; background: #0d1117; color: #fff; font: 700 clamp(10px, calc(var(--w) * 0.1), 13px)/1.25 system-ui, sans-serif; }
      :host([compact]) .card { padding: 3px; }
      :host([compact]) .bar { padding: 1px 3px; }
      .tools { position: absolute; top: 2px; right: 2px; z-index: 1; width: 18px; height: 18px; padding: 0; border-radius: 9px; border: none;
        background: rgb(0 0 0 / 55%); color: #fff; font-size: 11px; line-height: 18px; cursor: pointer; opacity: 0; }
      :host(:hover) .tools, .tools:focus-visible { opacity: 1; }
      /* a pile: its ×N count is at the title bar's right end, so the button goes halfway down the right edge */
      :host([count]) .tools { top: calc(50% - 9px); }
    `,
  ];

  /** The object shown. */
  @property({ attribute: false }) object!: ObjectView;
  /** Objects attached to it (Auras, Equipment), shown on it. */
  @property({ attribute: false }) attachments: readonly ObjectView[] = [];
  /** The pile it stands for (identical objects, this one first); empty for itself alone. */
  @property({ attribute: false }) pile: readonly string[] = [];
  /** How much of the card the engine plays (the table passes it: automated / partly automated / manual / placeholder); `null`: judged from the view alone. */
  @property({ attribute: false }) automation: CardAutomation | null = null;
  /** Something can be done with it now (a legal action). */
  @property({ type: Boolean, reflect: true }) legal = false;
  /** It can be chosen as the target being picked. */
  @property({ type: Boolean, reflect: true }) targetable = false;
  /** It is chosen (an attacker, a target). */
  @property({ type: Boolean, reflect: true }) selected = false;
  /** It can't be chosen for what is being done (an attacker that can't attack); `note` says why. */
  @property({ type: Boolean, reflect: true }) unable = false;
  /** It is attacking (CR 506.4): marked, and never piled with one that is not. */
  @property({ type: Boolean, reflect: true }) attacking = false;
  /** A smaller card: name, type line and the mana it adds (lands on the battlefield). */
  @property({ type: Boolean, reflect: true }) compact = false;
  /** Why it is marked as it is (a tooltip), e.g. the rule that keeps it from attacking. */
  @property({ type: String }) note = "";
  /** Turned sideways (set from `object.tapped`). */
  @property({ type: Boolean, reflect: true }) tapped = false;
  /** The size of its pile when more than one (reflected as the `count` attribute), else absent. */
  @property({ type: Number, reflect: true }) count: number | undefined = undefined;

  private pressTimer: ReturnType<typeof setTimeout> | undefined;

  override willUpdate(changed: PropertyValues<this>): void {
    this.tapped = this.object.zone === "battlefield" && this.object.tapped;
    this.count = this.pile.length > 1 ? this.pile.length : undefined;
    this.dataset["id"] = this.object.id;
    this.dataset["name"] = this.object.name;
    if (changed.has("object")) this.dataset["tapped"] = String(this.tapped);
    // Drawn again for another object while the pointer is on it (the hand after a card left it): show that one.
    const before = changed.get("object");
    if (before !== undefined && before.id !== this.object.id && this.matches(":hover")) this.preview(this.object.id);
  }

  /**
   * Fits the words again whenever the card's size changes (the board's card width), or its text
   * box's (the mana cost drawn, a font loaded, a badge added after the card was fitted).
   */
  private readonly resized = new ResizeObserver(() => this.fit());
  /** The text box observed, if any. */
  private observedText: Element | null = null;

  /** Fits the card's words (fit-text.ts): the name and type line with no word broken, the rules text in whole lines. */
  private fit(): void {
    for (const el of this.renderRoot.querySelectorAll<HTMLElement>(".name, .type")) fitWords(el);
    const box = this.renderRoot.querySelector<HTMLElement>(".text");
    // a tapped card's box is landscape with its text upright (not rotated): its lines are measured as an untapped one's
    if (box !== null) fitText(box);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const wrap = this.renderRoot.querySelector(".text-wrap");
    if (wrap !== this.observedText) {
      if (this.observedText !== null) this.resized.unobserve(this.observedText);
      if (wrap !== null) this.resized.observe(wrap);
      this.observedText = wrap;
    }
    this.fit();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resized.observe(this);
    this.addEventListener("pointerenter", this.onEnter);
    this.addEventListener("pointerleave", this.onLeave);
    this.addEventListener("pointerdown", this.onDown);
    this.addEventListener("pointerup", this.onUp);
    this.addEventListener("pointercancel", this.onUp);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resized.disconnect();
    this.observedText = null;
    this.removeEventListener("pointerenter", this.onEnter);
    this.removeEventListener("pointerleave", this.onLeave);
    this.removeEventListener("pointerdown", this.onDown);
    this.removeEventListener("pointerup", this.onUp);
    this.removeEventListener("pointercancel", this.onUp);
    clearTimeout(this.pressTimer);
  }

  private readonly onEnter = (event: PointerEvent): void => {
    if (event.pointerType !== "touch") this.preview(this.object.id);
  };
  private readonly onLeave = (): void => this.preview(null);
  /** A touch that rests on the card shows its preview until it lifts. */
  private readonly onDown = (event: PointerEvent): void => {
    if (event.pointerType !== "touch") return;
    clearTimeout(this.pressTimer);
    this.pressTimer = setTimeout(() => this.preview(this.object.id, true), LONG_PRESS_MS);
  };
  private readonly onUp = (): void => {
    clearTimeout(this.pressTimer);
    this.pressTimer = undefined;
  };

  private preview(id: string | null, touch = false): void {
    const r = this.getBoundingClientRect();
    const rect = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    const detail: CardPreviewDetail = id === null ? { id } : { id, rect, ...(touch ? { touch } : {}) };
    this.dispatchEvent(new CustomEvent<CardPreviewDetail>("card-preview", { detail, bubbles: true, composed: true }));
  }

  private emit(type: "card-click" | "card-tools", event: Event): void {
    event.stopPropagation();
    const ids = this.pile.length > 0 ? this.pile : [this.object.id];
    this.dispatchEvent(
      new CustomEvent<CardEventDetail>(type, { detail: { id: this.object.id, ids }, bubbles: true, composed: true }),
    );
  }

  /** The badge of a card the engine does not play whole: "partly automated", "manual" or "placeholder", its tooltip naming the clauses. */
  private automationBadge(o: ObjectView) {
    const a: CardAutomation =
      this.automation ??
      (o.automated
        ? { kind: "automated", clauses: [] }
        : isPlaceholder(o)
          ? { kind: "missing", clauses: [] }
          : { kind: "manual", clauses: ["its text"] });
    if (a.kind === "automated") return nothing;
    const kind = a.kind === "missing" ? "placeholder" : a.kind;
    return html`<span class=${`badge ${kind}`} data-automation=${a.kind} title=${automationSentence(a)} aria-label=${AUTOMATION_WORDS[a.kind]}
      >${shortened(AUTOMATION_WORDS[a.kind], AUTOMATION_MARKS[a.kind])}</span>`;
  }

  private renderFoot(o: ObjectView) {
    const counters = Object.entries(o.counters).filter(([k, n]) => n > 0 && k !== "loyalty");
    const creature = o.types.includes("Creature");
    const loyalty = o.counters["loyalty"];
    const sick = o.zone === "battlefield" && creature && o.sick && !o.keywords.includes("Haste");
    const badges = [
      this.attacking
        ? html`<span class="badge attacking" title="Attacking (CR 506.4)" aria-label="attacking">${shortened("attacking", "⚔")}</span>`
        : nothing,
      ...counters.map(
        ([name, n]) =>
          html`<span class="badge counter" title=${`${n} ${name} counter${n > 1 ? "s" : ""}${this.pile.length > 1 ? ` on each of these ${this.pile.length}` : ""}`}>${n}× ${name}${this.pile.length > 1 ? " each" : ""}</span>`,
      ),
      sick
        ? html`<span class="badge sick" title="Summoning sickness: it came under your control this turn (CR 302.6)">sick</span>`
        : nothing,
      o.damage > 0
        ? html`<span class="badge damage" title=${`${o.damage} damage marked on it (CR 120.3)`}>${o.damage} dmg</span>`
        : nothing,
      this.automationBadge(o),
    ];
    const pt = o.power !== null || creature;
    if (
      !pt &&
      loyalty === undefined &&
      counters.length === 0 &&
      !sick &&
      o.damage === 0 &&
      o.automated &&
      !this.attacking
    )
      return nothing;
    return html`<div class="foot">
      <div class="badges">${badges}</div>
      ${loyalty !== undefined && loyalty > 0 ? html`<span class="loyalty" title="Loyalty">${loyalty}</span>` : nothing}
      ${pt ? html`<span class="pt bar">${stat(o.power, o.printedPower, "Power")}/${stat(o.toughness, o.printedToughness, "Toughness")}</span>` : nothing}
    </div>`;
  }

  override render() {
    const o = this.object;
    const creature = o.types.includes("Creature");
    const land = o.types.includes("Land");
    // Keywords its text does not already say (granted by effects, counters, copies).
    const gained = o.keywords.filter((k) => !o.oracleText.toLowerCase().includes(k.toLowerCase()));
    const n = this.pile.length;
    const label = `${n > 1 ? `${n} × ` : ""}${o.name}${this.tapped ? " (tapped)" : ""}${this.attacking ? " (attacking)" : ""}${creature ? ` ${o.power ?? "*"}/${o.toughness ?? "*"}` : ""}`;
    const frame = `${frameClass(frameColors(o))}${land ? " land" : ""}`;
    const made = this.compact ? manaMade(o) : [];
    const hand = o.zone === "hand";
    return html`<div class="card frame ${frame}${isPlaceholder(o) ? " placeholder" : ""}" part="card" role="button" tabindex="0" aria-label=${label} title=${this.note || nothing}
        draggable=${hand ? "true" : "false"} @dragstart=${(e: DragEvent) => hand && e.dataTransfer?.setData(CARD_DRAG_TYPE, o.id)}
        aria-pressed=${this.selected ? "true" : "false"} @click=${(e: Event) => this.emit("card-click", e)}
        @keydown=${(e: KeyboardEvent) => (e.key === "Enter" ? this.emit("card-click", e) : undefined)}>
      <div class="bar title"><span class="name">${o.name}</span>${n > 1 ? html`<span class="count" title=${`${n} identical permanents`}>×${n}</span>` : nothing}${
        o.manaCost
          ? html`<mana-cost class=${(o.manaCost.match(/\{/g)?.length ?? 0) > 4 ? "long" : ""} cost=${o.manaCost}></mana-cost>`
          : nothing
      }</div>
      <div class="bar type">${this.compact ? compactTypeLine(o) : typeLineOf(o)}</div>
      ${
        this.compact
          ? html`<div class=${made.length > 3 ? "made many" : "made"} aria-hidden="true">${made.map((s) => manaSymbol(s))}</div>`
          : o.oracleText.trim() === "" && gained.length === 0
            ? nothing // a vanilla card (a token): no empty text box
            : html`<div class=${o.oracleText.trim() === "" ? "text-wrap fit" : "text-wrap"}><div class="text">${gained.length ? html`<p><b>${gained.join(", ")}</b></p>` : nothing}${o.oracleText
                .split("\n")
                .filter((p) => p !== "")
                .map((p) => html`<p>${rulesText(p)}</p>`)}</div></div>`
      }
      ${this.attachments.length ? html`<div class="attached">${this.attachments.map((a) => html`<span title=${a.oracleText}>⤷ ${a.name}</span>`)}</div>` : nothing}
      ${this.renderFoot(o)}
    </div>
    <button class="tools" title="Manual tools" aria-label=${`Manual tools for ${o.name}`} @click=${(e: Event) => this.emit("card-tools", e)}>⋯</button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "game-card": GameCard;
  }
}
