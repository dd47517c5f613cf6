/**
 * The tournament harness: seeded self-play and cross-play tournaments on worker threads, their statistics
 * and reports, shard merging, single-game replays, and the agent registry.
 */
export { TOURNAMENT_VARIANTS, runTournament, buildResult } from './run-tournament.js';
export type { TournamentOptions, TaskRunner, TaskRunnerContext } from './run-tournament.js';
export { playGame, isTwoTeam, firstCandidateCover, forfeitedGame, DEFAULT_TIME_LIMIT_MS } from './play-game.js';
export type { PlayGameOptions, PlayedGame, SideAgents, ActionWatch } from './play-game.js';
export { playTasks } from './play-tasks.js';
export type { PlayTasksOptions } from './play-tasks.js';
export { createExecutor } from './executor.js';
export type { Executor, RunSetup, DirectAgents } from './executor.js';
export { replayGame } from './replay-game.js';
export type { ReplayGameOptions } from './replay-game.js';
export { mergeResults, readResult, withoutTimings, outcomeWithoutTimings } from './merge.js';
export { planMatches, planTasks, parseShard, taskKey } from './plan.js';
export type { Task } from './plan.js';
export { parseTeams, teamSeats, teamName } from './teams.js';
export type { TeamSpec } from './teams.js';
export { createAgentRegistry, builtinAgents } from './registry.js';
export type { AgentRegistry, AgentFactory, AgentContext, AgentRole } from './registry.js';
export { findCustomAgents, loadCustomAgent, loadCustomAgents } from './custom-agents.js';
export { wilson, meanSE } from './stats.js';
export type { Rate, Mean } from './stats.js';
export { summarize, formatTable } from './summary.js';
export type { TournamentSummary, PairingSummary, MatchupSummary } from './summary.js';
export { pairingsCsv, gamesCsv } from './report-csv.js';
export { htmlReport } from './report-html.js';
export { writeReports, openOutcomeLog, readOutcomeLog, fileIdentity, ensureOutDir } from './output-files.js';
export type { OutcomeLogHeader, RunSettings, RunFileIdentity } from './output-files.js';
export * from './clue-eval.js';
export type {
  Role, Seat, Match, ForfeitKind, Forfeit, SideStats, GameOutcome, PairingStats, MatchupStats, Shard, Progress, TournamentResult,
} from './types.js';
