import type { Browser, LaunchOptions } from 'playwright-core';
export const CHROMIUM_FLAGS: string[];
export function chromiumPath(): string;
export function chromiumLaunchOptions(
  extraArgs?: string[],
): Required<Pick<LaunchOptions, 'executablePath' | 'args' | 'env'>>;
export function launchChromium(): Promise<Browser>;
