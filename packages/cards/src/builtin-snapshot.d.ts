/**
 * Types of dist/builtin-snapshot.js, which the build writes (scripts/builtin-snapshot.mjs):
 * `builtinDefinitions` as plain data, parsed from JSON without the Oracle-text compiler.
 */
import type { CardDefinition } from "@fishbowl/engine";

/** Every built-in definition, in the registry's order (deep-equal to `builtinDefinitions`). */
export declare const builtinSnapshot: readonly CardDefinition[];
