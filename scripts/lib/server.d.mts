export type StartedServer = {
  url: string;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
};
export function freePort(): Promise<number>;
export function startServer(
  env?: Record<string, string>,
  options?: { timeoutMs?: number; host?: string },
): Promise<StartedServer>;
