export type StaticServer = { url: string; close: () => Promise<void> };
export function serveStatic(root: string): Promise<StaticServer>;
