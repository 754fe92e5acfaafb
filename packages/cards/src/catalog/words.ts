/**
 * The word index of catalog search (search.ts): which cards each word of a field occurs in,
 * for word and word-prefix lookups without scanning every card.
 */

/** Words are split at whitespace and punctuation (as minisearch's default tokenizer splits). */
export const SPLIT = /[\n\r\p{Z}\p{P}]+/u;

/** A word index as JSON-safe data (`WordIndex.toData`). */
export interface WordIndexData {
  words: string[];
  start: number[];
  cards: number[];
}

/**
 * The words of one field of every card, and the cards each word occurs in: the words sorted,
 * each word's cards (ascending, once each) one after another in `cards`, word k's from
 * `start[k]` to `start[k + 1]`. A word prefix is a range of the sorted words.
 */
export class WordIndex {
  private constructor(
    private readonly words: readonly string[],
    private readonly start: Int32Array,
    private readonly cards: Int32Array,
    /** How many cards were indexed. */
    readonly size: number,
  ) {}

  /** The index as JSON-safe data. */
  toData(): WordIndexData {
    return { words: [...this.words], start: [...this.start], cards: [...this.cards] };
  }

  /** The index of `size` cards saved by `toData`, or null when `data` is not one (then build it). */
  static fromData(data: WordIndexData | undefined, size: number): WordIndex | null {
    if (!data || !Array.isArray(data.words) || !Array.isArray(data.start) || !Array.isArray(data.cards)) return null;
    if (data.start.length !== data.words.length + 1 || data.start[data.words.length] !== data.cards.length) return null;
    const cards = Int32Array.from(data.cards);
    if (cards.some((i) => i < 0 || i >= size)) return null;
    return new WordIndex(data.words, Int32Array.from(data.start), cards, size);
  }

  /** Indexes `texts` (card i's text at index i) by their words (`SPLIT`; empty words dropped). */
  static build(texts: readonly string[]): WordIndex {
    const byWord = new Map<string, number[]>();
    let total = 0;
    texts.forEach((text, i) => {
      for (const w of text.split(SPLIT)) {
        if (!w) continue;
        const list = byWord.get(w);
        if (!list) byWord.set(w, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
        else continue;
        total++;
      }
    });
    const words = [...byWord.keys()].sort();
    const start = new Int32Array(words.length + 1);
    const cards = new Int32Array(total);
    let at = 0;
    words.forEach((w, k) => {
      for (const i of byWord.get(w) as number[]) cards[at++] = i;
      start[k + 1] = at;
    });
    return new WordIndex(words, start, cards, texts.length);
  }

  private lowerBound(w: string): number {
    const words = this.words;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((words[mid] as string) < w) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The range of words equal to `w` (or, with `prefix`, starting with it). */
  private range(w: string, prefix: boolean): [number, number] {
    const lo = this.lowerBound(w);
    if (!prefix) return [lo, this.words[lo] === w ? lo + 1 : lo];
    return [lo, this.lowerBound(`${w}\uffff`)];
  }

  /** Cards containing `w` (or, with `prefix`, summed over the words starting with `w`): the cost of a lookup. */
  postings(w: string, prefix: boolean): number {
    const [lo, hi] = this.range(w, prefix);
    return (this.start[hi] as number) - (this.start[lo] as number);
  }

  /** Which cards have the word `w` (or, with `prefix`, a word starting with it): 1 at their index. */
  candidates(w: string, prefix: boolean): Uint8Array {
    const out = new Uint8Array(this.size);
    const [lo, hi] = this.range(w, prefix);
    const cards = this.cards;
    for (let j = this.start[lo] as number, end = this.start[hi] as number; j < end; j++) out[cards[j] as number] = 1;
    return out;
  }
}
