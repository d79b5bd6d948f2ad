// The seam between the game loop and a player: an agent sees what its seat may see and returns one
// of the legal action ids. It never receives the State (DESIGN.md: the AI receives knowledge).

/**
 * What an agent is shown when it must act. For now only the legal actions and the seat; the seat's
 * knowledge (src/engine/knowledge.ts, being written) will be added here, never the hidden state.
 */
export interface AgentView {
  /** Legal action ids, sorted ascending, never empty. */
  legal: number[];
  /** The seat that must act. */
  seat: number;
}

export interface Agent {
  name: string;
  /** Returns one of view.legal. */
  act(view: AgentView): number;
}
