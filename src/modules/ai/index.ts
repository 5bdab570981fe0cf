import type { Config } from '../../config/index.js';
import type { ProductModule } from '../../platform/module.js';
import { aiRoutes } from './ai.routes.js';
import { builtinEngine } from './builtin.engine.js';
import type { AiEngine } from './engine.js';
import { openAiEngine } from './openai.engine.js';

export { runWeeklyReportJob } from './weekly-report.service.js';

/** The engine the configuration names (docs/ai.md). */
export function engineFor(config: Pick<Config, 'ai'>): AiEngine {
  return config.ai.provider === 'openai' ? openAiEngine(config.ai) : builtinEngine;
}

/** AI summaries, overview, work day, weekly report and chat, written by the configured engine. */
export const aiModule: ProductModule = async (api, deps) => {
  aiRoutes(api, deps, engineFor(deps.config));
  return Promise.resolve();
};
