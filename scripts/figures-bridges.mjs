#!/usr/bin/env node
/**
 * The bridges' cost figure of docs/external-agents.md: runs bench/bridges.mjs with the same arguments
 * (per-request time of the exec: and py2019: bridges with agents that answer at once).
 *
 * Usage: npm run build && node scripts/figures-bridges.mjs --requests 2000
 */
await import('../bench/bridges.mjs');
