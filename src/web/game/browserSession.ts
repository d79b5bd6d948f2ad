// The page's one session: created when the play page is first shown, kept while the app runs (so
// the worker and its network load once), paused while another page is shown.

import { WorkerAiClient } from '../ai/client.js';
import { browserStorage } from './persistence.js';
import { PlaySession } from './session.js';

let session: PlaySession | null = null;

function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

export function getSession(): PlaySession {
  if (!session) {
    const modelUrl = new URL('models/current.ssnn', document.baseURI).href;
    session = new PlaySession(new WorkerAiClient(modelUrl), browserStorage(), randomSeed);
  }
  return session;
}
