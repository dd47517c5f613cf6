#!/usr/bin/env node
/**
 * The `--concurrency` figure of docs/tournaments.md: runs bench/concurrency.mjs with the same arguments
 * (a slow benchmark: 1,000 games against an agent answering in 200 ms take ~11 min at concurrency 1).
 *
 * Usage: npm run build && node scripts/figures-concurrency.mjs --games 1000 --workers 2 --delay 200 --concurrency 1,16
 */
await import('../bench/concurrency.mjs');
