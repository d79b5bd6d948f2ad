// The play page's controller: plain TypeScript, no DOM, no React. The game record is the source of
// truth; the controller replays it into frames (the state after each action, both seats' knowledge,
// what the human saw happen) and shows the page only the human seat's view: the public table, its
// own hand, the piles with the memory of every card seen go onto them, and the opponent's hand face
// down with the cards the human saw go into it. The computer's seat is described to the AI by its
// own knowledge only (aiRequest). Undo trims the record back to the human's previous decision;
// redo puts the trimmed actions back.

import {
  type Chance, type GameEvent, type GameOptions, type GameRecord, type Knowledge, type NewGameSetup, type Observation,
  type RecordResult, type RoundEnding, type RoundResult, type ScoreBreakdown, type State,
  ACTION_SPACE_VERSION, CARD_LABEL, E, PHASE, RECORD_VERSION, RULES_VERSION, actionText, applyInPlace, appendAction, cardPoints, checkRecord, cloneState, colourBonus, createRecord,
  eventMask, hasEvent, initialKnowledge, knownInHand, legalActions, newGame, observeStep, publicView, recordResult, replayRecord,
  truncateRecord, updateKnowledge,
} from '../../engine/index.js';

export const LEVELS = ['random', 'easy', 'medium', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];
/** The levels that search, and so have a win estimate to show. */
export const SEARCH_LEVELS: readonly Level[] = ['medium', 'hard', 'expert'];
export const isLevel = (x: unknown): x is Level => typeof x === 'string' && (LEVELS as readonly string[]).includes(x);
export const levelSearches = (level: Level): boolean => SEARCH_LEVELS.includes(level);

export type Starter = 'random' | 'human' | 'computer';

/** The new-game form's choices. */
export interface NewGameChoice {
  level: Level;
  salt: boolean;
  pepper: boolean;
  starter: Starter;
}

export const DEFAULT_CHOICE: NewGameChoice = { level: 'easy', salt: true, pepper: true, starter: 'random' };

/** The computer's estimate of its chance to win, after it thought about the action at `ply`. */
export interface Estimate {
  ply: number;
  round: number;
  /** The computer's chance to win (0..1). */
  computer: number;
}

/** One round's end as the table saw it: the revealed hands, points by category, the bet, the event. */
export interface RoundSummary {
  round: number;
  ending: RoundEnding;
  /** The caller (STOP, LAST CHANCE), or -1. */
  caller: number;
  /** Per seat (empty for an empty-deck round). */
  hands: number[][];
  tables: number[][][];
  breakdown: ScoreBreakdown[];
  cardPoints: number[];
  colourBonus: number[];
  gains: number[];
  scores: number[];
  /** The round's table event (-1: none) and who received it (-1: discarded or none). */
  event: number;
  eventTo: number;
  /** The game ended with this round. */
  final: boolean;
}

/** What happened in one step, as the human saw it. */
export interface Step {
  ply: number;
  /** Who decided the action (a seat). */
  actor: number;
  seen: Observation[];
}

interface Frame {
  /** The state after `ply` actions. */
  state: State;
  /** Each seat's knowledge after those actions. */
  knowledge: Knowledge[];
  /** The step that led here (null for the start). */
  step: Step | null;
  roundEnd: RoundSummary | null;
}

/** A seat as the human sees it. */
export interface SeatView {
  seat: number;
  score: number;
  /** The human's own hand (labels, sorted); for the computer: the cards the human knows are there. */
  known: number[];
  /** Cards of this hand the human cannot see (0 for the human's own hand). */
  hidden: number;
  /** Groups laid in front of the seat (labels). */
  tables: number[][];
  /** A face-down Shell: its label for the human's own, -2 for the computer's (unknown), -1 for none. */
  faceDown: number;
  /** Events the seat holds. */
  held: number[];
}

export interface TableView {
  human: SeatView;
  computer: SeatView;
  round: number;
  target: number;
  deckSize: number;
  pileSizes: number[];
  pileTops: number[];
  /** Every card the human saw go onto each pile this round, in order (the "look"). */
  seenOnto: number[][];
  tableEvent: number;
  salt: boolean;
  pepper: boolean;
  /** Who decides now: 'human', 'computer', or 'over'. */
  toMove: 'human' | 'computer' | 'over';
  /** The human's card points now, and by category. */
  points: number;
  breakdown: ScoreBreakdown;
  /** Card points needed to call (7, or 10 under the Treasure Chest). */
  callAt: number;
  /** STOP (1) or LAST CHANCE (2) called this round by `caller`; 0 before any call. */
  call: number;
  caller: 'human' | 'computer' | null;
  /** A Jellyfish-locked turn is being played, or the next turn of that seat is locked. */
  lockedTurn: boolean;
  locked: 'human' | 'computer' | null;
  /** The game's end: the winner ('draw' on a tie) and how. */
  winner: 'human' | 'computer' | 'draw' | null;
  gameEnd: '' | 'score' | 'mermaids';
  results: RoundResult[];
  ply: number;
}

/** The request for the computer's decision: its own knowledge and legal actions, never the State. */
export interface AiRequest {
  seat: number;
  knowledge: Knowledge;
  legal: number[];
  level: Level;
  seed: number;
  ply: number;
}

/** The saved game (localStorage). Bump SAVE_VERSION when its layout changes. */
export const SAVE_FORMAT = 'ssp-web-save';
export const SAVE_VERSION = 1;
export interface SavedGame {
  format: typeof SAVE_FORMAT;
  version: number;
  record: GameRecord;
  humanSeat: number;
  level: Level;
  estimates: Estimate[];
  redo: RedoGroup[];
}

/** Actions taken back by one undo, with the estimates made for them. */
export interface RedoGroup {
  actions: string[];
  estimates: Estimate[];
}

/** The app's marker in an exported record's meta. */
export const META_APP = 'sea-salt-paper-web';

type Err = { error: string };
const isErr = (x: unknown): x is Err => typeof x === 'object' && x !== null && 'error' in x;

const EMPTY_BREAKDOWN = (): ScoreBreakdown => ({ duos: 0, starfish: 0, shell: 0, octopus: 0, penguin: 0, sailor: 0, seahorse: 0, multipliers: 0, mermaids: 0 });
const labels = (cards: readonly number[]) => cards.map((c) => CARD_LABEL[c]);
const sorted = (ls: readonly number[]) => ls.slice().sort((a, b) => a - b);

/** The round's end, read from the state at the moment the engine reports it (hands and tables still there). */
function captureRoundEnd(s: State, result: RoundResult): RoundSummary {
  const scored = result.cardPoints.length > 0;
  const breakdown: ScoreBreakdown[] = [];
  for (let q = 0; q < s.players; q++) {
    const b = EMPTY_BREAKDOWN();
    if (scored) cardPoints(s.hands[q], s.tables[q], eventMask(s, q), b);
    breakdown.push(b);
  }
  return {
    round: result.round,
    ending: result.ending,
    caller: result.player,
    hands: scored ? s.hands.map((h) => sorted(labels(h))) : [],
    tables: s.tables.map((t) => t.map(labels)),
    breakdown,
    cardPoints: scored ? result.cardPoints.slice() : [],
    colourBonus: scored ? s.hands.map((h, q) => colourBonus(h, s.tables[q])) : [],
    gains: result.gains.slice(),
    scores: result.scores.slice(),
    event: s.tableEvent,
    eventTo: -1,
    final: false,
  };
}

/** Applies one action to a copy of the frame's state, logging, and updates both seats' knowledge. */
function nextFrame(prev: Frame, action: number, chance: Chance | undefined, human: number): Frame | Err {
  const state = cloneState(prev.state);
  const actor = state.current;
  const log: GameEvent[] = [];
  // The round's hands, tables and events are gone once the next round is dealt inside the same
  // action: read them when the engine reports the round's end.
  const caught: { summary: RoundSummary | null; result: RoundResult | null } = { summary: null, result: null };
  const push = log.push.bind(log);
  log.push = (...items: GameEvent[]) => {
    for (const e of items) {
      if (e.t === 'roundEnd') {
        caught.summary = captureRoundEnd(state, e.result);
        caught.result = e.result;
      }
    }
    return push(...items);
  };
  try {
    applyInPlace(state, action, { log, chance });
  } catch (e) {
    return { error: `${actionText(action)} failed in the engine: ${(e as Error).message}` };
  }
  const knowledge: Knowledge[] = [];
  for (let p = 0; p < state.players; p++) {
    const k = updateKnowledge(prev.knowledge[p], observeStep(log, state, p));
    if (isErr(k)) return { error: `seat ${p + 1} could not follow ${actionText(action)}: ${k.error}` };
    knowledge.push(k);
  }
  const summary = caught.summary;
  if (summary && caught.result) {
    // Filled in by the engine after it reported the round's end.
    summary.eventTo = caught.result.eventTo;
    summary.final = state.phase === PHASE.GAME_OVER;
  }
  return { state, knowledge, step: { ply: state.ply, actor, seen: observeStep(log, state, human) }, roundEnd: summary };
}

function firstFrame(state: State): Frame {
  const knowledge: Knowledge[] = [];
  for (let p = 0; p < state.players; p++) knowledge.push(initialKnowledge(publicView(state, p)));
  return { state, knowledge, step: null, roundEnd: null };
}

const show = (x: unknown): string => {
  const t = JSON.stringify(x);
  return t === undefined ? String(x) : t.length > 60 ? `${t.slice(0, 57)}...` : t;
};

function readEstimates(x: unknown, where: string): Estimate[] | Err {
  if (x === undefined) return [];
  if (!Array.isArray(x)) return { error: `${where} must be a list, got ${show(x)}` };
  const out: Estimate[] = [];
  for (let i = 0; i < x.length; i++) {
    const e = x[i] as Record<string, unknown> | null;
    if (typeof e !== 'object' || e === null || !Number.isInteger(e.ply) || !Number.isInteger(e.round) ||
        typeof e.computer !== 'number' || !(e.computer >= 0 && e.computer <= 1)) {
      return { error: `${where}[${i}] must be {ply, round, computer: 0..1}, got ${show(e)}` };
    }
    out.push({ ply: e.ply as number, round: e.round as number, computer: e.computer });
  }
  return out;
}

export class PlayController {
  private frames: Frame[];
  private rec: GameRecord;
  private ests: Estimate[];
  private redoStack: RedoGroup[];
  private readonly chances: ReadonlyMap<number, Chance>;

  private constructor(
    record: GameRecord,
    frames: Frame[],
    chances: ReadonlyMap<number, Chance>,
    readonly humanSeat: number,
    readonly level: Level,
    estimates: Estimate[],
    redo: RedoGroup[],
  ) {
    this.rec = record;
    this.frames = frames;
    this.chances = chances;
    this.ests = estimates.filter((e) => e.ply < record.actions.length);
    this.redoStack = redo;
  }

  get computerSeat(): number {
    return 1 - this.humanSeat;
  }

  // -------------------------------------------------------------------------------------------
  // Creating

  /** A new game: the human plays seat 0. */
  static newGame(choice: NewGameChoice, seed: number): PlayController {
    const options: GameOptions = { players: 2, salt: choice.salt, pepper: choice.pepper };
    const setup: NewGameSetup = {};
    if (choice.starter === 'human') setup.firstPlayer = 0;
    if (choice.starter === 'computer') setup.firstPlayer = 1;
    const s = seed >>> 0;
    const record = createRecord(options, s, setup);
    return new PlayController(record, [firstFrame(newGame(options, s, setup))], new Map(), 0, choice.level, [], []);
  }

  /**
   * A game from a record (parsed JSON of unknown shape): checked and replayed. Never throws; returns
   * what is wrong. Only two-player games can be played here.
   */
  static fromRecord(input: unknown, level: Level, humanSeat = 0, estimates: Estimate[] = [], redo: RedoGroup[] = []): PlayController | Err {
    try {
      const replayed = replayRecord(input);
      if (isErr(replayed)) return replayed;
      const checked = checkRecord(input);
      if (isErr(checked)) return checked;
      const { record, game } = checked;
      if (game.options.players !== 2) return { error: `this page plays two-player games; the record has ${game.options.players} players` };
      if (humanSeat !== 0 && humanSeat !== 1) return { error: `the human seat must be 0 or 1, got ${show(humanSeat)}` };
      const chances = game.chances ?? new Map<number, Chance>();
      const frames = [firstFrame(newGame(game.options, game.seed, game.setup))];
      for (let i = 0; i < game.actions.length; i++) {
        const f = nextFrame(frames[i], game.actions[i], chances.get(i), humanSeat);
        if (isErr(f)) return { error: `actions[${i}]: ${f.error}` };
        frames.push(f);
      }
      const clean: GameRecord = { ...record };
      delete clean.result;
      delete clean.meta;
      return new PlayController(clean, frames, chances, humanSeat, level, estimates, redo);
    } catch (e) {
      return { error: `the record could not be replayed: ${(e as Error).message}` };
    }
  }

  /**
   * An imported record: the level and seat from its meta when this app wrote it, else `level` and
   * seat 0. The meta is data: each field is checked, unknown ones ignored.
   */
  static fromImport(input: unknown, level: Level): PlayController | Err {
    let seat = 0;
    let lvl = level;
    let estimates: Estimate[] = [];
    const meta = typeof input === 'object' && input !== null ? (input as Record<string, unknown>).meta : undefined;
    if (typeof meta === 'object' && meta !== null && (meta as Record<string, unknown>).app === META_APP) {
      const m = meta as Record<string, unknown>;
      if (m.humanSeat === 0 || m.humanSeat === 1) seat = m.humanSeat;
      if (isLevel(m.level)) lvl = m.level;
      const e = readEstimates(m.estimates, 'meta.estimates');
      if (!isErr(e)) estimates = e;
    }
    return PlayController.fromRecord(input, lvl, seat, estimates);
  }

  /** A saved game (parsed JSON of unknown shape), or what is wrong with it; `old` marks another save version. */
  static fromSave(input: unknown): PlayController | (Err & { old?: boolean }) {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: `a saved game must be an object, got ${show(input)}` };
    const o = input as Record<string, unknown>;
    if (o.format !== SAVE_FORMAT) return { error: `not a saved game (format ${show(o.format)})` };
    if (o.version !== SAVE_VERSION) return { error: `the save is from another version of this page (save version ${show(o.version)}, this page reads ${SAVE_VERSION})`, old: true };
    if (!isLevel(o.level)) return { error: `level must be one of ${LEVELS.join(', ')}, got ${show(o.level)}` };
    if (o.humanSeat !== 0 && o.humanSeat !== 1) return { error: `humanSeat must be 0 or 1, got ${show(o.humanSeat)}` };
    const estimates = readEstimates(o.estimates, 'estimates');
    if (isErr(estimates)) return estimates;
    const redo: RedoGroup[] = [];
    if (o.redo !== undefined) {
      if (!Array.isArray(o.redo)) return { error: `redo must be a list, got ${show(o.redo)}` };
      for (let i = 0; i < o.redo.length; i++) {
        const g = o.redo[i] as Record<string, unknown> | null;
        if (typeof g !== 'object' || g === null || !Array.isArray(g.actions) || !g.actions.every((a) => typeof a === 'string')) {
          return { error: `redo[${i}] must be {actions: [...], estimates: [...]}` };
        }
        const e = readEstimates(g.estimates, `redo[${i}].estimates`);
        if (isErr(e)) return e;
        redo.push({ actions: g.actions as string[], estimates: e });
      }
    }
    const r = o.record as Record<string, unknown> | null;
    if (typeof r === 'object' && r !== null && (r.version !== RECORD_VERSION || r.rules !== RULES_VERSION || r.actionSpace !== ACTION_SPACE_VERSION)) {
      return { error: 'the save was made under other rules or another record version', old: true };
    }
    const c = PlayController.fromRecord(o.record, o.level, o.humanSeat, estimates, redo);
    if (isErr(c)) return { error: `record: ${c.error}` };
    return c;
  }

  // -------------------------------------------------------------------------------------------
  // Reading

  private get frame(): Frame {
    return this.frames[this.frames.length - 1];
  }

  /** The game record so far (without a result). */
  get record(): GameRecord {
    return this.rec;
  }

  get ply(): number {
    return this.frames.length - 1;
  }

  get options(): GameOptions {
    return this.rec.options;
  }

  toMove(): 'human' | 'computer' | 'over' {
    const s = this.frame.state;
    if (s.phase === PHASE.GAME_OVER) return 'over';
    return s.current === this.humanSeat ? 'human' : 'computer';
  }

  /** The legal actions of the human's decision now (empty when it is not the human's turn). */
  humanLegal(): number[] {
    return this.toMove() === 'human' ? legalActions(this.frame.state) : [];
  }

  /** The human seat's knowledge now. */
  humanKnowledge(): Knowledge {
    return this.frame.knowledge[this.humanSeat];
  }

  /**
   * What the human may see beyond the public view during its own decision: the cards it is looking
   * at (the drawn pair, the Lobster's cards, the pile it searches with a Crab, the card to discard).
   */
  humanPrivate(): { pending: number[]; crabPile: number[]; crabRuns: number[] } {
    const s = this.frame.state;
    if (this.toMove() !== 'human') return { pending: [], crabPile: [], crabRuns: [] };
    const pile = s.crabPile >= 0 && (s.phase === PHASE.CRAB || s.phase === PHASE.CRAB_RUN) ? s.piles[s.crabPile] : [];
    let runs: number[] = [];
    if (s.phase === PHASE.CRAB_RUN) {
      // Positions counted from the top (1 = top) of each run of the chosen card.
      const out: number[] = [];
      let inRun = false;
      for (let i = pile.length - 1; i >= 0; i--) {
        const match = CARD_LABEL[pile[i]] === s.crabLabel;
        if (match && !inRun) out.push(pile.length - i);
        inRun = match;
      }
      runs = out;
    }
    return { pending: labels(s.pending), crabPile: labels(pile).reverse(), crabRuns: runs };
  }

  /** The table as the human sees it. */
  view(): TableView {
    const s = this.frame.state;
    const k = this.frame.knowledge[this.humanSeat];
    const v = k.view;
    const me = this.humanSeat;
    const opp = this.computerSeat;
    const who = (p: number): 'human' | 'computer' | null => (p === me ? 'human' : p === opp ? 'computer' : null);
    const breakdown = EMPTY_BREAKDOWN();
    const points = cardPoints(s.hands[me], s.tables[me], eventMask(s, me), breakdown);
    const known = sorted(knownInHand(k, opp));
    const mask = eventMask(s, me);
    return {
      human: { seat: me, score: v.scores[me], known: sorted(v.hand), hidden: 0, tables: v.tables[me], faceDown: v.ownFaceDown, held: v.held[me].slice() },
      computer: {
        seat: opp, score: v.scores[opp], known, hidden: Math.max(0, v.handSizes[opp] - known.length),
        tables: v.tables[opp], faceDown: v.hasFaceDown[opp] ? -2 : -1, held: v.held[opp].slice(),
      },
      round: v.round,
      target: v.target,
      deckSize: v.deckSize,
      pileSizes: v.pileSizes.slice(),
      pileTops: v.pileTops.slice(),
      seenOnto: k.seenOnto.map((p) => p.slice()),
      tableEvent: v.tableEvent,
      salt: v.salt,
      pepper: v.pepper,
      toMove: this.toMove(),
      points,
      breakdown,
      callAt: hasEvent(mask, E.treasureChest) ? 10 : 7,
      call: v.call,
      caller: who(v.caller),
      lockedTurn: v.lockedTurn,
      locked: who(v.locked),
      winner: s.phase !== PHASE.GAME_OVER ? null : s.winner === -2 ? 'draw' : s.winner === me ? 'human' : 'computer',
      gameEnd: v.gameEnd,
      results: v.results.slice(),
      ply: this.ply,
    };
  }

  /** The computer's decision to make now, described by its own knowledge; null when it is not its turn. */
  aiRequest(): AiRequest | null {
    if (this.toMove() !== 'computer') return null;
    const s = this.frame.state;
    return {
      seat: s.current,
      knowledge: this.frame.knowledge[s.current],
      legal: legalActions(s),
      level: this.level,
      // The same position gets the same seed: undo and redo replay the computer's choices.
      seed: (Math.imul(this.rec.seed ^ 0x9e3779b9, 2654435761) + this.ply * 40503) >>> 0,
      ply: this.ply,
    };
  }

  /** The steps so far, oldest first (the last `n` when given). */
  steps(n = Infinity): Step[] {
    const out: Step[] = [];
    for (let i = Math.max(1, this.frames.length - n); i < this.frames.length; i++) out.push(this.frames[i].step!);
    return out;
  }

  /** Every round's end so far, in order. */
  roundSummaries(): RoundSummary[] {
    const out: RoundSummary[] = [];
    for (const f of this.frames) if (f.roundEnd) out.push(f.roundEnd);
    return out;
  }

  /** The ply at which each round started, in order. */
  roundStarts(): { round: number; ply: number }[] {
    const out: { round: number; ply: number }[] = [];
    for (let i = 0; i < this.frames.length; i++) {
      const r = this.frames[i].state.round;
      if (out.length === 0 || out[out.length - 1].round !== r) out.push({ round: r, ply: i });
    }
    return out;
  }

  /** The round's end reported by the last step, if it ended one. */
  lastRoundEnd(): RoundSummary | null {
    return this.frame.roundEnd;
  }

  /** The computer's estimates so far (search levels only). */
  estimates(): Estimate[] {
    return this.ests.slice();
  }

  /** The latest estimate of the computer's chance to win, or null before it has thought. */
  latestEstimate(): Estimate | null {
    return this.ests.length > 0 ? this.ests[this.ests.length - 1] : null;
  }

  result(): RecordResult | undefined {
    return recordResult(this.frame.state);
  }

  // -------------------------------------------------------------------------------------------
  // Playing

  /**
   * Applies the decision of the seat to move (the human's, or the computer's with its estimate).
   * Returns an error, changing nothing, if the action is not legal now.
   */
  play(action: number, by: 'human' | 'computer', computerWinChance?: number | null): Err | null {
    const who = this.toMove();
    if (who === 'over') return { error: 'the game is over' };
    if (who !== by) return { error: `it is the ${who}'s turn, not the ${by}'s` };
    if (!legalActions(this.frame.state).includes(action)) return { error: `${actionText(action)} is not legal now` };
    const err = this.push(action);
    if (err) return err;
    if (by === 'computer' && typeof computerWinChance === 'number' && Number.isFinite(computerWinChance)) {
      this.ests.push({ ply: this.ply - 1, round: this.frames[this.ply - 1].state.round, computer: Math.min(1, Math.max(0, computerWinChance)) });
    }
    // A new decision forgets what was undone, unless it is the very action the redo would replay.
    if (this.redoStack.length > 0) {
      const next = this.redoStack[this.redoStack.length - 1];
      if (next.actions[0] === actionText(action)) {
        next.actions.shift();
        next.estimates = next.estimates.filter((e) => e.ply !== this.ply - 1);
        if (next.actions.length === 0) this.redoStack.pop();
      } else this.redoStack = [];
    }
    return null;
  }

  private push(action: number): Err | null {
    const i = this.rec.actions.length;
    const chance = this.chances.get(i);
    const f = nextFrame(this.frame, action, chance, this.humanSeat);
    if (isErr(f)) return f;
    this.frames.push(f);
    this.rec = appendAction(this.rec, action, chance);
    return null;
  }

  /** The ply of the human's previous decision (what undo goes back to), or -1. */
  private undoTarget(): number {
    for (let i = this.frames.length - 2; i >= 0; i--) {
      const s = this.frames[i].state;
      if (s.phase !== PHASE.GAME_OVER && s.current === this.humanSeat) return i;
    }
    return -1;
  }

  canUndo(): boolean {
    return this.undoTarget() >= 0;
  }

  canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Back to the human's previous decision, even after the computer has moved. */
  undo(): boolean {
    const target = this.undoTarget();
    if (target < 0) return false;
    const group: RedoGroup = {
      actions: this.rec.actions.slice(target),
      estimates: this.ests.filter((e) => e.ply >= target),
    };
    this.frames = this.frames.slice(0, target + 1);
    this.rec = truncateRecord(this.rec, target);
    this.ests = this.ests.filter((e) => e.ply < target);
    this.redoStack.push(group);
    return true;
  }

  /** Puts back what the last undo took back. */
  redo(): boolean {
    const group = this.redoStack.pop();
    if (!group) return false;
    const kept = this.redoStack;
    this.redoStack = [];
    for (const text of group.actions) {
      const legal = legalActions(this.frame.state);
      const a = legal.find((x) => actionText(x) === text);
      if (a === undefined || this.push(a)) break;
    }
    for (const e of group.estimates) if (e.ply < this.ply) this.ests.push(e);
    this.ests.sort((a, b) => a.ply - b.ply);
    this.redoStack = kept;
    return true;
  }

  // -------------------------------------------------------------------------------------------
  // Saving

  save(): SavedGame {
    return {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      record: this.rec,
      humanSeat: this.humanSeat,
      level: this.level,
      estimates: this.ests.slice(),
      redo: this.redoStack.map((g) => ({ actions: g.actions.slice(), estimates: g.estimates.slice() })),
    };
  }

  /** The record to export: the result when the game is over, and in meta who played what. */
  exportRecord(now = new Date()): GameRecord {
    const r: GameRecord = {
      ...this.rec,
      meta: { app: META_APP, humanSeat: this.humanSeat, level: this.level, estimates: this.ests.slice(), exported: now.toISOString() },
    };
    const result = this.result();
    if (result) r.result = result;
    return r;
  }
}
