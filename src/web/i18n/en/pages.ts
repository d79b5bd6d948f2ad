export const enPages: Record<string, string> = {};
