#!/usr/bin/env node
/**
 * Removes the current package's dist/ before a build, so files of modules that were moved or
 * deleted don't linger there (dependency-cruiser reads dist/, and a stale module would show a
 * dependency the sources no longer have). Run from a package folder: `node ../../scripts/clean-dist.mjs`.
 */
import { rmSync } from "node:fs";

rmSync("dist", { recursive: true, force: true });
