/**
 * The role protocol and its transports: the four role functions (`clueFor`, `guessFor`, `checkClueFor`,
 * `coverFor`), the transport-neutral `handleRequest`, the HTTP server, stdio JSON Lines, and the stateless
 * game endpoints of the web page, and the pool of worker threads that runs the agents off the server's event
 * loop (`createAgentPool`). Requests are validated against schema/protocol.schema.json.
 */
export { clueFor, guessFor, checkClueFor, coverFor, validateRoleRequest, runRole, sharedDefaultBackend } from './roles.js';
export { createDefaultBackend } from './default-backend.js';
export type { DefaultBackendOptions } from './default-backend.js';
export { createAgentPool, isAgentPool } from './agent-pool.js';
export type { AgentPool, AgentPoolOptions } from './agent-pool.js';
export type { PoolOperation } from './pool-messages.js';
export { handleRequest, handleLine, errorResult, parseJsonBody, ROUTES, inProcessHost } from './handler.js';
export { isAgentHost } from './agent-host.js';
export type { AgentHost, AnswerOptions, HostWorkers } from './agent-host.js';
export type { Operation, HandlerResult, HandleOptions } from './handler.js';
export { createServer } from './http-server.js';
export type { ServerOptions, CodenamesServer } from './http-server.js';
export { runStdio } from './stdio.js';
export type { StdioOptions } from './stdio.js';
export { newGame, applyGameMove, playAiMove, nextMove } from './game-endpoints.js';
export type { GameResponse, NextMove } from './game-endpoints.js';
export { playAiTurn, coverChooser } from './ai-turn.js';
export type { AiSeats, AiMove } from './ai-turn.js';
export { validateAgainst, validatorFor, formatSchemaError, SCHEMA_FILES } from './schema.js';
export { ROLE_OF_KIND, KIND_OF_ROLE } from './protocol-types.js';
export type {
  RoleKind, PastClue, SeatRequestBase, ClueRequest, GuessRequest, CheckClueRequest, CoverRequest, RequestOf,
  ClueResponse, GuessResponse, CheckClueResponse, CoverResponse, ResponseOf, ErrorBody,
} from './protocol-types.js';
export type { RoleBackend, AgentOptions, RefereeOptions } from './backend.js';
