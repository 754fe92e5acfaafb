/**
 * The compiler's output on a fixed sample of 310 reference-catalog cards (150 it automates,
 * 150 it reads in part, 10 it refuses whole), against a snapshot: a change to the grammar's
 * helpers, the normaliser or the assembly that changes any verdict or definition shows here.
 * A change meant to alter the output updates the snapshot — and bumps `COMPILER_VERSION`,
 * so that compiled catalogs written by the older compiler are ignored (the second test).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCatalogJson } from "../catalog/catalog.js";
import { COMPILER_VERSION } from "./cache.js";
import { compileCard } from "./compile.js";

/** The compiler's output digest for each compiler version (when the output changes: bump the version, add its digest). */
const OUTPUT_DIGESTS: Record<number, string> = {
  1: "364bfa1452de02b1447f1f106ee5b5390ca7e55329687afbed0c4a5b20389732",
  2: "e66987e1ea888ab874de5d9f0f33affa67d807d1e6e51d8e2b6d64271126fd68",
  3: "ae103c65d50e6ff66a2bb47aba346eab5d9fb7d0abe7cbffea740c84f293d20b",
  4: "51a34226400679668a1d2ede834d10e4ea6df474e2424750dd2180794eefcabf",
  5: "2b70bcebde1bf6e2fa0dc6c034384bb3b6dc97cf6ecf5e9ccdf7e75899830df2",
  6: "75255f8faa2a5a6e92f64cc9e02fc98619cad7c84f070fe7c0c22ebd527cb9d6",
  7: "75255f8faa2a5a6e92f64cc9e02fc98619cad7c84f070fe7c0c22ebd527cb9d6", // the sample is unchanged; delayed draws changed other cards
  8: "75255f8faa2a5a6e92f64cc9e02fc98619cad7c84f070fe7c0c22ebd527cb9d6", // the sample is unchanged; counters, trigger conditions with "or", intervening "if" changed other cards
  9: "fa451cddf7718eb281a38a2c89aba589f934b63ac82395c141655a74e655388b",
  10: "a67a789432c5296de4e63169de116d7e50f3cebbdb8ff0c65c0b96560d11d6a2",
  11: "c00c8f4929ab99d13f2b6c1ddbc37f52d60b8b41a29b764b360c7aa99d3bda78",
  12: "7f95c40d02a79d43dcd93f30e61501026d68bfcd40c980ec77ab6c397e05ca4c",
  13: "817d520460b7bd61d049f466c5601e9932a5fc9a20c568baa9ca91dde478c947",
  14: "817d520460b7bd61d049f466c5601e9932a5fc9a20c568baa9ca91dde478c947", // the sample is unchanged; damage divided as you choose and the closed word lists changed other cards
  15: "509207e9e2ae9f19632b25dc9d2c969acca8815fd90807950fb0feb8520687d3", // "return all creatures you control to their owner's hand"; "choose one or more", land types, "another target" changed other cards
  16: "509207e9e2ae9f19632b25dc9d2c969acca8815fd90807950fb0feb8520687d3", // the sample is unchanged; planeswalkers and their loyalty abilities changed other cards
  17: "b31d680e248af63925cbd7788c86ecada8a7a6e08affd024f2c10db7e72fd170", // split cards compiled half by half (CR 709)
  18: "fc51f0de7b2205b0136d093ea48ddaa9e998849484d0447f247420d6ab45721d", // planeswalkers and split cards (17) with compiler 16 of the other line: tapped/untapped and "with/without <keyword>" filters, activation limits per turn, combat damage by creatures you control, protection
  19: "a128fcc06fef934b0c20602daba68e7fd94d6f6db912c822892dfc8963320ad7", // a mandatory additional cost that does not compile: castManually (the card is cast with the manual tools)
  22: "b03605e14ae3eee6039e79be33a377ee794e61e3cb468c847dfb11eaba8e2fb1", // heroic, enchanted lands tapped for mana, "it doesn't untap during its controller's next untap step", "can't be blocked by …", X counters; CDAs of one side, domain, combat damage to a creature, self-prevention, "its activated abilities can't be activated" changed other cards
  23: "805f08ca28cd0b6519cbf836a0fd1428d8886eb637681d0a6da65d2e14cc2cd7", // merged: decks (spend only black mana on X, damage to several recipients, "in addition to its other colors and types"…), creature keywords (soulbond, crew, graft, ingest, energy…), casting keywords (evoke, surge, bestow, morph, replicate, entwine…), templates (CDAs, combat damage to a creature, self-prevention, heroic…), and castManually for uncompiled additional costs
  24: "805f08ca28cd0b6519cbf836a0fd1428d8886eb637681d0a6da65d2e14cc2cd7", // "each player sacrifices", … (no card of the sample changes)
  25: "805f08ca28cd0b6519cbf836a0fd1428d8886eb637681d0a6da65d2e14cc2cd7", // "you may <cost>. If you do, …" only when the cost can be paid (no card of the sample changes)
  26: "805f08ca28cd0b6519cbf836a0fd1428d8886eb637681d0a6da65d2e14cc2cd7", // a restriction on a group ("creatures without flying can't block this turn") changes the rules, not locked in (CR 611.2c)
  27: "c1bfd8c362cca3628bef46cd611cbb0d0a20d19fa94d8342283fe4e3b52f5efb", // "discard a card" and "exile … from your graveyard" as activation costs: Dreamscape Artist and Olivia's Dragoon are automated
  28: "c1bfd8c362cca3628bef46cd611cbb0d0a20d19fa94d8342283fe4e3b52f5efb", // the sample is unchanged; searches for "a Mercenary permanent card", "… card with mana value N or less" changed other cards
  29: "c1bfd8c362cca3628bef46cd611cbb0d0a20d19fa94d8342283fe4e3b52f5efb", // the sample is unchanged; "reveal the top N cards … put all <cards> revealed this way into your hand and the rest …" changed other cards
  30: "c1bfd8c362cca3628bef46cd611cbb0d0a20d19fa94d8342283fe4e3b52f5efb", // the sample is unchanged; "can't be blocked except by …" changed other cards
  31: "940b94d5572f5af4e8f5df3e7f05b47b4dbb3688d3a486ffcf83ba5315a7310d", // "gains protection from the color of your choice", "becomes the color of your choice" (a choice on resolution): Sygg, River Guide is automated
  32: "940b94d5572f5af4e8f5df3e7f05b47b4dbb3688d3a486ffcf83ba5315a7310d", // the sample is unchanged; "return a land you control / ~ to its owner's hand" as a cost changed other cards
  33: "940b94d5572f5af4e8f5df3e7f05b47b4dbb3688d3a486ffcf83ba5315a7310d", // the sample is unchanged; "untap up to N lands" changed other cards
  34: "940b94d5572f5af4e8f5df3e7f05b47b4dbb3688d3a486ffcf83ba5315a7310d", // the sample is unchanged; "put a <card> from your hand onto the battlefield" changed other cards
  35: "940b94d5572f5af4e8f5df3e7f05b47b4dbb3688d3a486ffcf83ba5315a7310d", // the sample is unchanged; "colorless" and "multicolored" in filters changed other cards
  36: "940b94d5572f5af4e8f5df3e7f05b47b4dbb3688d3a486ffcf83ba5315a7310d", // the sample is unchanged; "you may <A> and <B>" is one choice for both (it made only <A> optional)
  37: "940b94d5572f5af4e8f5df3e7f05b47b4dbb3688d3a486ffcf83ba5315a7310d", // the sample is unchanged; "remove it from combat" changed other cards
  38: "61ca73cd318cd7025b9ac8d9ccd493b15b2ffea870bc3da4a3dc8df5732f7db5", // 37 (deck mechanisms) with the other line's 27: a spell with a line it can't read names its lines read too, none of them played
};

function output(): string {
  const r = parseCatalogJson(readFileSync(new URL("./__fixtures__/catalog-sample.json", import.meta.url), "utf8"));
  if (!r.ok) throw new Error(r.error);
  return r.cards
    .map((c) => {
      const x = compileCard(c);
      return `${c.name}\t${x.automated ? "automated" : "not automated"}\t${JSON.stringify(x.unautomated)}\t${JSON.stringify(x.failedTemplates)}\n  ${JSON.stringify(x.definition)}\n`;
    })
    .join("");
}

describe("the compiler's output on a sample of the reference catalog", () => {
  const text = output();
  it("is the snapshot's", async () => {
    await expect(text).toMatchFileSnapshot("./__snapshots__/compiler-output.txt");
  });
  it("is the one COMPILER_VERSION stands for", () => {
    const digest = createHash("sha256").update(text).digest("hex");
    expect(
      OUTPUT_DIGESTS[COMPILER_VERSION],
      `the compiler's output changed: bump COMPILER_VERSION (cache.ts) and add { ${COMPILER_VERSION + 1}: "${digest}" } here`,
    ).toBe(digest);
  });
});
