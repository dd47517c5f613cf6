/**
 * The one game driver: whose move it is, one agent turn, a whole game. The harness, the server's game
 * endpoints, `codenames-ai play` and the scripts all play agents through it.
 */
export { nextMove, coverChooser, isTwoTeam } from './next-move.js';
export type { NextMove } from './next-move.js';
export { playTurn, playMove, TurnFailure, firstCandidateCover, agentError } from './agent-turn.js';
export type { TurnRole, TurnSeats, AiMove, AgentCall, AgentCaller, FailureKind, TurnOptions } from './agent-turn.js';
export { playToEnd, moveCap } from './play-to-end.js';
