/** Vite's `import.meta.glob` (the test runner bundles the tests with Vite), as the eager form the tests use. */
interface ImportMeta {
  glob<T>(patterns: string | string[], options: { query?: string; import?: string; eager: true }): Record<string, T>;
}
