// Property tests run with the repository's fixed seed (scripts/fast-check-seed.mjs).
import fc from "fast-check";
import { seedFastCheck } from "../../scripts/fast-check-seed.mjs";

seedFastCheck(fc);
