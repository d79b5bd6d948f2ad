export const enPlay: Record<string, string> = {};
