// 简体中文. Each area keeps its keys in its own file; this one gathers them.
import { zhCommon } from './zh/common.js';
import { zhPlay } from './zh/play.js';
import { zhPages } from './zh/pages.js';
import { zhAnalysis } from './zh/analysis.js';

export const zh: Record<string, string> = { ...zhCommon, ...zhPlay, ...zhPages, ...zhAnalysis };
