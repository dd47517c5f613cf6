/**
 * `codenames-ai/harness`, the public tier of the tournament harness: seeded tournaments and their reports,
 * one game between two sides, replays of single games, shard merging, the agent registry, and the blind
 * clue evaluation with people. Planning, worker and log internals stay in src/harness (src/harness/index.ts).
 */
export { runTournament, TOURNAMENT_VARIANTS } from './run-tournament.js';
export type { TournamentOptions } from './run-tournament.js';
export { playGame, DEFAULT_TIME_LIMIT_MS } from './play-game.js';
export type { PlayGameOptions, PlayedGame, SideAgents } from './play-game.js';
export { replayGame } from './replay-game.js';
export type { ReplayGameOptions } from './replay-game.js';
export { mergeResults, readResult } from './merge.js';
export { parseShard } from './plan.js';
export { parseTeams, teamName } from './teams.js';
export type { TeamSpec } from './teams.js';
export { createAgentRegistry, builtinAgents } from './registry.js';
export type { AgentRegistry, AgentFactory, AgentContext, AgentRole } from './registry.js';
export { findCustomAgents, loadCustomAgent, loadCustomAgents } from './custom-agents.js';
export { summarize, formatTable } from './summary.js';
export type { TournamentSummary, PairingSummary, MatchupSummary } from './summary.js';
export { pairingsCsv, gamesCsv } from './report-csv.js';
export { htmlReport } from './report-html.js';
export { writeReports } from './output-files.js';
export {
  exportClueItems, writeClueExport, parseClueKey, parseClueAnswers, playOutAnswer, scoreClueAnswers, formatClueScores, guesserAnswers,
  renderClueSheet, READER_BRIEF,
} from './clue-eval.js';
export type { ExportClueItemsOptions, ClueExport, ClueItem, ClueKey, ClueKeyItem, ClueAnswer, PlayedAnswer, ClueScoreReport, ClueScoreRow } from './clue-eval.js';
export type {
  Role, Seat, Match, ForfeitKind, Forfeit, SideStats, GameOutcome, PairingStats, MatchupStats, Shard, Progress, TournamentResult,
} from './types.js';
