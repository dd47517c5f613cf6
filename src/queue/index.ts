/**
 * Tournaments across machines on BullMQ over Redis: a coordinator (a TaskRunner for runTournament) queues a
 * run's games in batches and collects their outcomes; workers on any machine with the package and the same
 * agent files play them with the harness executor. See docs/distributed.md.
 */
export { createQueueRunner, defaultBatchSize } from './coordinator.js';
export type { CoordinatorOptions } from './coordinator.js';
export { runQueueWorker } from './queue-worker.js';
export type { QueueWorkerOptions } from './queue-worker.js';
export { queueStatus, formatQueueStatus, removeQueuedRun } from './queue-status.js';
export type { QueuedRunStatus } from './queue-status.js';
export { parseQueueUrl, openRedis } from './redis-connection.js';
export type { QueueTarget } from './redis-connection.js';
export { buildRunRecord, localSetup, packageVersion, PREFIX, RUNS_KEY } from './run-record.js';
export type { RunRecord, BatchJob, RunFile } from './run-record.js';
export { claimRun, listRunRecords, removeRun } from './run-registry.js';
