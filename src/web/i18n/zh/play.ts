export const zhPlay: Record<string, string> = {};
