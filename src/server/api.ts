/**
 * `codenames-ai/server`, the public tier of the server: the four role functions, the transport-neutral
 * handler, the HTTP server, stdio JSON Lines, the web page's game endpoints, the default backend and the pool
 * of agent workers. Routing tables, body parsing and schema plumbing stay internal (src/server/index.ts).
 */
export { clueFor, guessFor, checkClueFor, coverFor, validateRoleRequest } from './roles.js';
export { createDefaultBackend } from './default-backend.js';
export type { DefaultBackendOptions } from './default-backend.js';
export { createAgentPool } from './agent-pool.js';
export type { AgentPool, AgentPoolOptions } from './agent-pool.js';
export { handleRequest, handleLine } from './handler.js';
export type { Operation, HandlerResult, HandleOptions } from './handler.js';
export { createServer } from './http-server.js';
export type { ServerOptions, CodenamesServer } from './http-server.js';
export { runStdio } from './stdio.js';
export type { StdioOptions } from './stdio.js';
export { newGame, applyGameMove, playAiMove } from './game-endpoints.js';
export type { GameResponse } from './game-endpoints.js';
export type {
  RoleKind, PastClue, SeatRequestBase, ClueRequest, GuessRequest, CheckClueRequest, CoverRequest, RequestOf,
  ClueResponse, GuessResponse, CheckClueResponse, CoverResponse, ResponseOf, ErrorBody,
} from './protocol-types.js';
export type { RoleBackend, AgentOptions, RefereeOptions } from './backend.js';
