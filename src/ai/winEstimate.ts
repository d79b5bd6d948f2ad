// A quick estimate of the chance to win from the scores alone, for leaves where no network judges:
// the lead counts for more as the leader nears the target. Hand-tuned, logistic.

export function winChanceFromScores(mine: number, theirs: number, target: number): number {
  if (mine >= target || theirs >= target) return mine > theirs ? 1 : mine < theirs ? 0 : 0.5;
  const remaining = target - Math.max(mine, theirs);
  const spread = 4 + 0.3 * remaining;
  return 1 / (1 + Math.exp(-(mine - theirs) / spread));
}
