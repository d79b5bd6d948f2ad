// English. Each area keeps its keys in its own file; this one gathers them.
import { enCommon } from './en/common.js';
import { enPlay } from './en/play.js';
import { enPages } from './en/pages.js';
import { enAnalysis } from './en/analysis.js';

export const en: Record<string, string> = { ...enCommon, ...enPlay, ...enPages, ...enAnalysis };
