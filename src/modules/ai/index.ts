import type { Config } from '../../config/index.js';
import type { ProductModule } from '../../platform/module.js';
import { aiRoutes } from './ai.routes.js';
import { builtinEngine } from './builtin.engine.js';
import type { AiEngine } from './engine.js';
import { openAiEngine } from './openai.engine.js';

export type { AiEngine } from './engine.js';
export { runWeeklyReportJob, isReportTime } from './weekly-report.service.js';
export { aiWeeklyReports, aiWeeklyReportMailings } from './ai.tables.js';
/** For other front doors (MCP): the same tenant-scoped tools chat uses. */
export { CHAT_TOOLS, type ChatTool, type ToolResult } from './chat.tools.js';
export { createToolRunner } from './chat.runner.js';
export { scopeOf, type Scope } from './facts.service.js';

/** The engine the configuration names (docs/ai.md). */
export function engineFor(config: Pick<Config, 'ai'>): AiEngine {
  return config.ai.provider === 'openai' ? openAiEngine(config.ai) : builtinEngine;
}

/** AI summaries, overview, work day, weekly report and chat, written by the configured engine. */
export const aiModule: ProductModule = async (api, deps) => {
  aiRoutes(api, deps, engineFor(deps.config));
  return Promise.resolve();
};
