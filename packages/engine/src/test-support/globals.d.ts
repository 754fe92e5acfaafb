/**
 * Globals of Node, where the tests run, that the engine's `lib` (es2023, no DOM or Node types)
 * does not declare. For the typecheck of the tests (tsconfig.test.json) only.
 */
declare function structuredClone<T>(value: T): T;
