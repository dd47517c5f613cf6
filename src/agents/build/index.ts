/**
 * One description of an agent and one function that builds it: built-in agents by name and options, JS
 * module agents, and the outside kinds (exec:, http:, py2019:, openai:).
 */
export { parseAgentSpec, isOutside, rolesOf, OUTSIDE_KINDS, SPEC_KINDS } from './description.js';
export type {
  AgentDescription, BuiltinDescription, BuiltinFamily, ModuleDescription, OutsideDescription, ExecDescription, HttpDescription,
  Py2019Description, OpenAIDescription, AgentRole, ParseAgentSpecOptions,
} from './description.js';
export { BUILTIN_AGENTS, builtinDescription, describeBuiltin } from './builtins.js';
export { agentFactory, buildAgents, builtinFactory, outsideFactory } from './build-agent.js';
export type { BuiltAgents } from './build-agent.js';
export type { AgentFactory, BuildContext } from './build-context.js';
export { describeModule, moduleAgentFactory } from './module-agent.js';
export { createOutsideAgent } from './outside-kinds.js';
export type { OutsideAgent, OutsideFactory } from './outside-kinds.js';
