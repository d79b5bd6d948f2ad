// The analysis page's one store: created when the page is first shown, kept while the app runs (so
// its worker and network load once). Its own worker, so that analysing never delays the play page.

import { WorkerAiClient } from '../ai/client.js';
import { AnalysisStore } from './store.js';

let store: AnalysisStore | null = null;

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function getAnalysisStore(): AnalysisStore {
  if (!store) {
    const modelUrl = new URL('models/current.ssnn', document.baseURI).href;
    store = new AnalysisStore(new WorkerAiClient(modelUrl), localStore());
  }
  return store;
}
