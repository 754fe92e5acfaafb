import type {
  CardType,
  Color,
  GameView,
  Keyword,
  ManualOp,
  ObjectView,
  Supertype,
  TokenSpec,
  ZoneName,
} from "@fishbowl/engine";
import { CARD_TYPES, isSupertype, KEYWORDS, SUPERTYPES } from "@fishbowl/engine";
import { css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { ModalDialog, modalStyles } from "./modal-dialog.js";
import { controlStyles } from "./ui-styles.js";
import { textWithSymbols } from "./mana-cost.js";
import { manaStyles } from "../styles/mana-font.js";
import type { LibraryCard } from "./library-tools.js";
import "./library-tools.js";
import { offersAddMana } from "./effect-tools.js";
import "./effect-tools.js";

/** Common tokens, one click away (the form below takes any other). */
export const TOKEN_PRESETS: ReadonlyArray<{ label: string; token: TokenSpec }> = [
  ["Goblin", "R", 1, 1, []],
  ["Soldier", "W", 1, 1, []],
  ["Spirit", "W", 1, 1, ["Flying"]],
  ["Zombie", "B", 2, 2, []],
  ["Elf Warrior", "G", 1, 1, []],
  ["Beast", "G", 3, 3, []],
  ["Saproling", "G", 1, 1, []],
  ["Elemental", "R", 1, 1, ["Haste"]],
].map(([name, color, power, toughness, keywords]) => ({
  label: `${name} ${power}/${toughness}${(keywords as Keyword[]).length ? ` ${(keywords as Keyword[]).join(", ")}` : ""}`,
  token: {
    name: name as string,
    colors: [color as Color],
    types: ["Creature"],
    subtypes: (name as string).split(" "),
    power: power as number,
    toughness: toughness as number,
    keywords: keywords as Keyword[],
  },
}));

/** The largest life total the tools set (either sign): far beyond any game, well inside the engine's exact integers (CR 107.1). */
export const MAX_LIFE = 1_000_000_000;

/** Why `text` is not a life total the tools set (a plain sentence), or `null` when it is one (CR 119.1). */
export function lifeProblem(text: string): string | null {
  const n = Number(text);
  if (text.trim() === "" || !Number.isInteger(n) || Math.abs(n) > MAX_LIFE)
    return `Life must be a whole number from −${MAX_LIFE.toLocaleString("en-US")} to ${MAX_LIFE.toLocaleString("en-US")}.`;
  return null;
}

/** Counter kinds offered as steppers on every permanent (others are typed in). */
const COUNTER_PRESETS = ["+1/+1", "-1/-1", "loyalty", "charge"];

const COLORS: readonly Color[] = ["W", "U", "B", "R", "G"];
const DESTINATIONS: ReadonlyArray<{ value: string; label: string; to: ZoneName; position?: "top" | "bottom" }> = [
  { value: "hand", label: "Hand", to: "hand" },
  { value: "battlefield", label: "Battlefield", to: "battlefield" },
  { value: "graveyard", label: "Graveyard", to: "graveyard" },
  { value: "exile", label: "Exile", to: "exile" },
  { value: "library-top", label: "Library (top)", to: "library", position: "top" },
  { value: "library-bottom", label: "Library (bottom)", to: "library", position: "bottom" },
];

/** The engine's words by their lower case, for reading what the player typed in any case. */
const byLowerCase = <T extends string>(words: readonly T[]): ReadonlyMap<string, T> =>
  new Map(words.map((w) => [w.toLowerCase(), w]));
const TYPE_WORDS = byLowerCase<CardType | Supertype>([...CARD_TYPES, ...SUPERTYPES]);
const KEYWORD_WORDS = byLowerCase<Keyword>(KEYWORDS);

/**
 * The token described by the token form's fields (name optional; types and subtypes split on
 * spaces, keywords on commas, in any case), or `{ error }` naming the type or keyword words
 * the engine doesn't know (CR 205.2a, 205.4a, 702) rather than a token they would do nothing on.
 * Supertypes typed among the types ("Legendary Creature") are the token's supertypes.
 */
export function tokenSpecFrom(fields: {
  name: string;
  types: string;
  subtypes: string;
  colors: readonly Color[];
  power: string;
  toughness: string;
  keywords: string;
}): TokenSpec | { error: string } {
  const words = (s: string) => s.split(/\s+/).filter((w) => w !== "");
  const typeWords = words(fields.types);
  const keywordWords = fields.keywords
    .split(",")
    .map((k) => k.trim())
    .filter((k) => k !== "");
  const unknown = [
    ...typeWords.filter((w) => !TYPE_WORDS.has(w.toLowerCase())),
    ...keywordWords.filter((k) => !KEYWORD_WORDS.has(k.toLowerCase())),
  ];
  if (unknown.length) return { error: `Not a card type, supertype or keyword the engine knows: ${unknown.join(", ")}` };
  const known = typeWords.map((w) => TYPE_WORDS.get(w.toLowerCase())!);
  const types = known.filter((w): w is CardType => !isSupertype(w));
  const supertypes = known.filter(isSupertype);
  const creature = types.includes("Creature");
  const num = (s: string): number | null =>
    s.trim() === "" || !Number.isFinite(Number(s)) ? null : Math.trunc(Number(s));
  return {
    ...(fields.name.trim() ? { name: fields.name.trim() } : {}),
    colors: [...fields.colors],
    ...(supertypes.length ? { supertypes } : {}),
    types: types.length ? types : ["Creature"],
    subtypes: words(fields.subtypes),
    power: creature || types.length === 0 ? (num(fields.power) ?? 0) : num(fields.power),
    toughness: creature || types.length === 0 ? (num(fields.toughness) ?? 0) : num(fields.toughness),
    keywords: keywordWords.map((k) => KEYWORD_WORDS.get(k.toLowerCase())!),
  };
}

/** Where "Keep open" of the manual tools is remembered. */
export const KEEP_TOOLS_KEY = "fishbowl.table.keepTools";

/** Whether the manual tools stay open after each change (off by default: they close). */
export function storedKeepTools(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEEP_TOOLS_KEY) === "on";
  } catch {
    return false;
  }
}

/** Remembers "Keep open"; returns it. */
export function storeKeepTools(on: boolean): boolean {
  try {
    globalThis.localStorage?.setItem(KEEP_TOOLS_KEY, on ? "on" : "off");
  } catch {
    // no storage: the setting lasts while the dialog is open
  }
  return on;
}

/**
 * Manual tools, for cards the engine does not automate (DESIGN.md): move an object to any
 * zone, tap or untap it, reveal it, step its counters; the library tools (draw, look / scry,
 * mill, reveal, shuffle, search, top / bottom: `<library-tools>`); create tokens from presets
 * or chosen characteristics, several at once; set a life total. Each is sent as a `manual` action (`manual-op` event),
 * so it is recorded, undone and replayed like any other. A modal dialog: it takes the focus;
 * Escape closes it (`tools-close`).
 */
@customElement("manual-tools")
export class ManualTools extends ModalDialog {
  static override styles = [
    controlStyles,
    manaStyles,
    modalStyles,
    css`
      dialog { width: min(680px, 92vw); box-sizing: border-box; }
      fieldset { border: 1px solid #30363d; border-radius: 6px; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
      label { display: inline-flex; gap: 4px; align-items: center; }
      input[type="number"] { width: 4.5em; }
      input.short { width: 9em; }
      .stepper { display: inline-flex; gap: 4px; align-items: center; border: 1px solid #30363d; border-radius: 6px; padding: 2px 4px; }
      .stepper .n { min-width: 2ch; text-align: right; font-variant-numeric: tabular-nums; }
      /* the dialog fits the window: its header and its actions stay in view, its body scrolls (shadows say there is more) */
      dialog[open] { display: flex; flex-direction: column; max-height: calc(100vh - 24px); overflow: hidden; }
      .tools { display: flex; flex-direction: column; flex: 1 1 auto; min-height: 0; }
      .tools > .body { flex: 1 1 auto; min-height: 0; overflow-y: auto; padding: 0 4px; scrollbar-color: #6e7681 #0d1117;
        background: linear-gradient(#161b22 30%, rgb(22 27 34 / 0%)) top / 100% 24px no-repeat local,
          linear-gradient(rgb(22 27 34 / 0%), #161b22 70%) bottom / 100% 24px no-repeat local,
          radial-gradient(farthest-side at 50% 0, rgb(0 0 0 / 70%), transparent) top / 100% 12px no-repeat scroll,
          radial-gradient(farthest-side at 50% 100%, rgb(0 0 0 / 70%), transparent) bottom / 100% 12px no-repeat scroll; }
      .tools > .actions { flex: none; border-top: 1px solid #30363d; padding-top: 8px; align-items: center; }
      .tools > .actions .more { margin-right: auto; color: #e3b341; }
      select { font: inherit; color: #e6edf3; background: #0d1117; border: 1px solid #363b42; border-radius: 6px; padding: 5px 8px; }
    `,
  ];

  /** The object the tools act on; `null` for the table tools (token, life) alone. */
  @property({ attribute: false }) object: ObjectView | null = null;
  /** The table (life totals). */
  @property({ attribute: false }) view!: GameView;
  /** Your library, top first (for the library tools). */
  @property({ attribute: false }) library: readonly LibraryCard[] = [];

  @state() private destination = "hand";
  @state() private counter = "+1/+1";
  @state() private token = {
    name: "",
    types: "Creature",
    subtypes: "Goblin",
    colors: ["R"] as Color[],
    power: "1",
    toughness: "1",
    keywords: "",
  };
  /** Why the token form's words make no token (see `tokenSpecFrom`); "" when they do. */
  @state() private tokenError = "";
  @state() private tokenCount = "1";
  @state() private lifeTarget: "you" | "opponent" = "opponent";
  @state() private life = "";
  /** The last refusal, shown inside the dialog (the table's own overlay is under the modal). */
  @property({ attribute: false }) refusal: { message: string; rules: readonly string[] } | null = null;

  private send(op: ManualOp): void {
    this.dispatchEvent(new CustomEvent<ManualOp>("manual-op", { detail: op, bubbles: true, composed: true }));
  }

  private createToken(): void {
    const token = tokenSpecFrom(this.token);
    this.tokenError = "error" in token ? token.error : "";
    if (!("error" in token)) this.send({ kind: "createToken", token, ...this.countField() });
  }

  /** The token count as the op's `count` (left out for one). */
  private countField(): { count?: number } {
    const n = Math.max(1, Math.min(100, Math.trunc(Number(this.tokenCount)) || 1));
    return n === 1 ? {} : { count: n };
  }

  private renderObjectTools(o: ObjectView) {
    const destination = DESTINATIONS.find((d) => d.value === this.destination)!;
    return html`<fieldset id="object-tools"><legend>${o.name} (${o.zone})</legend>
        <label>Move to <select id="move-to" @change=${(e: Event) => (this.destination = (e.target as HTMLSelectElement).value)}>
          ${DESTINATIONS.map((d) => html`<option value=${d.value} ?selected=${d.value === this.destination}>${d.label}</option>`)}
        </select></label>
        <button id="move" @click=${() => this.send({ kind: "move", object: o.id, to: destination.to, ...(destination.position ? { position: destination.position } : {}) })}>Move</button>
        ${o.zone === "hand" ? html`<button id="reveal" @click=${() => this.send({ kind: "reveal", objects: [o.id] })}>Reveal</button>` : nothing}
        ${
          o.zone === "battlefield"
            ? html`<button id="tap" @click=${() => this.send({ kind: "tap", object: o.id, tapped: !o.tapped })}>${o.tapped ? "Untap" : "Tap"}</button>`
            : nothing
        }
      </fieldset>
      ${o.zone === "battlefield" ? html`<effect-tools .object=${o} ?mana=${offersAddMana(o)}></effect-tools>` : nothing}
      ${o.zone === "battlefield" ? this.renderSteppers(o) : nothing}
      <fieldset id="counter-tools"><legend>Counters</legend>
        <label>Kind <input id="counter-kind" class="short" .value=${this.counter} @input=${(e: Event) => (this.counter = (e.target as HTMLInputElement).value)} /></label>
        <button id="counter-add" ?disabled=${this.counter.trim() === ""} @click=${() => this.send({ kind: "counters", object: o.id, counter: this.counter.trim(), delta: 1 })}>Add one</button>
        <button id="counter-remove" ?disabled=${this.counter.trim() === ""} @click=${() => this.send({ kind: "counters", object: o.id, counter: this.counter.trim(), delta: -1 })}>Remove one</button>
        <span class="hint">${
          Object.entries(o.counters)
            .map(([k, n]) => `${n}× ${k}`)
            .join(", ") || "none"
        }</span>
      </fieldset>`;
  }

  /** One − n + stepper per counter kind (the ones on it and the common ones); the tools stay open while stepping. */
  private renderSteppers(o: ObjectView) {
    const kinds = [...new Set([...Object.keys(o.counters), ...COUNTER_PRESETS])];
    const step = (counter: string, delta: number) =>
      this.dispatchEvent(
        new CustomEvent("manual-ops", {
          detail: { ops: [{ kind: "counters", object: o.id, counter, delta }], keep: true },
          bubbles: true,
          composed: true,
        }),
      );
    return html`<fieldset id="counter-steppers"><legend>Counters on ${o.name}</legend>
      ${kinds.map(
        (
          k,
        ) => html`<span class="stepper" data-counter=${k}><button aria-label=${`Remove a ${k} counter`} ?disabled=${!o.counters[k]} @click=${() => step(k, -1)}>−</button>
          <span class="n">${o.counters[k] ?? 0}</span> ${k}
          <button aria-label=${`Add a ${k} counter`} @click=${() => step(k, 1)}>+</button></span>`,
      )}
    </fieldset>`;
  }

  private renderTableTools() {
    const t = this.token;
    const set = (patch: Partial<typeof t>) => (this.token = { ...this.token, ...patch });
    const input = (
      key: "name" | "types" | "subtypes" | "power" | "toughness" | "keywords",
      label: string,
      cls = "short",
      type = "text",
    ) =>
      html`<label>${label} <input id=${`token-${key}`} class=${cls} type=${type} .value=${t[key]} @input=${(e: Event) => set({ [key]: (e.target as HTMLInputElement).value })} /></label>`;
    return html`<library-tools .library=${this.library}></library-tools>
      <effect-tools .object=${null}></effect-tools>
      <fieldset id="token-presets"><legend>Tokens</legend>
        <label>Count <input id="token-count" type="number" min="1" max="100" .value=${this.tokenCount} @input=${(e: Event) => (this.tokenCount = (e.target as HTMLInputElement).value)} /></label>
        ${TOKEN_PRESETS.map((p) => html`<button class="preset" @click=${() => this.send({ kind: "createToken", token: p.token, ...this.countField() })}>${p.label}</button>`)}
      </fieldset>
      <fieldset id="token-tools"><legend>Create a token</legend>
        ${input("name", "Name")} ${input("types", "Types")} ${input("subtypes", "Subtypes")}
        ${input("power", "Power", "", "number")} ${input("toughness", "Toughness", "", "number")} ${input("keywords", "Keywords")}
        <span>${COLORS.map(
          (c) => html`<label><input type="checkbox" .checked=${t.colors.includes(c)}
            @change=${(e: Event) => set({ colors: (e.target as HTMLInputElement).checked ? [...this.token.colors, c] : this.token.colors.filter((x) => x !== c) })} />${c}</label>`,
        )}</span>
        <button id="token-create" @click=${() => this.createToken()}>Create token</button>
        ${this.tokenError ? html`<span id="token-error" class="hint" role="alert">${this.tokenError}</span>` : nothing}
      </fieldset>
      <fieldset id="life-tools"><legend>Set life</legend>
        <select id="life-target" @change=${(e: Event) => (this.lifeTarget = (e.target as HTMLSelectElement).value as "you" | "opponent")}>
          <option value="opponent" ?selected=${this.lifeTarget === "opponent"}>Goldfish (${this.view.players.opponent.life})</option>
          <option value="you" ?selected=${this.lifeTarget === "you"}>You (${this.view.players.you.life})</option>
        </select>
        <input id="life-value" type="number" min=${-MAX_LIFE} max=${MAX_LIFE} step="1" .value=${this.life} @input=${(e: Event) => (this.life = (e.target as HTMLInputElement).value)} />
        <button id="life-set" ?disabled=${lifeProblem(this.life) !== null}
          @click=${() => this.send({ kind: "setLife", target: this.lifeTarget, life: Number(this.life) })}>Set</button>
        ${this.life.trim() !== "" && lifeProblem(this.life) ? html`<span id="life-error" class="hint" role="alert">${lifeProblem(this.life)}</span>` : nothing}
      </fieldset>`;
  }

  protected readonly label = "Manual tools";
  /** Whether the body has more below what it shows (said in the footer, since a scrollbar may be hidden). */
  @state() private more = false;

  private measureMore(): void {
    const body = this.renderRoot.querySelector<HTMLElement>("#tools-body");
    this.more = body !== null && body.scrollTop + body.clientHeight < body.scrollHeight - 2;
  }

  private readonly resized = new ResizeObserver(() => this.measureMore());

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    const body = this.renderRoot.querySelector<HTMLElement>("#tools-body");
    if (body !== null) this.resized.observe(body); // reports at once, then on every resize
  }
  @state() private keepOpen = storedKeepTools();

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener("modal-cancel", this.close);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resized.disconnect();
    this.removeEventListener("modal-cancel", this.close);
  }

  private readonly close = (): void =>
    void this.dispatchEvent(new CustomEvent("tools-close", { bubbles: true, composed: true }));

  protected renderContent() {
    return html`<div class="tools">
      <h3>Manual tools</h3>
      <p class="hint">For what the engine does not automate. Each change is recorded as an action: undo takes it back.</p>
      ${this.refusal ? html`<p id="tools-refusal" class="error" role="alert">${textWithSymbols(this.refusal.message)} ${this.refusal.rules.length ? `(CR ${this.refusal.rules.join(", ")})` : ""}</p>` : nothing}
      <div class="body" id="tools-body" @scroll=${() => this.measureMore()}>${this.object === null ? this.renderTableTools() : this.renderObjectTools(this.object)}</div>
      <div class="actions">
        ${this.more ? html`<span class="more hint" id="tools-more" aria-hidden="true">↓ More below: scroll</span>` : nothing}
        <label class="keep" title="Keep these tools open after each change (to make several tokens, counters or moves in a row)">
          <input type="checkbox" id="tools-keep-open" .checked=${this.keepOpen}
            @change=${(e: Event) => (this.keepOpen = storeKeepTools((e.target as HTMLInputElement).checked))} /> Keep open</label>
        <button id="tools-close" @click=${this.close}>Close</button></div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "manual-tools": ManualTools;
  }
}
