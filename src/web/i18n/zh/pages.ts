export const zhPages: Record<string, string> = {};
