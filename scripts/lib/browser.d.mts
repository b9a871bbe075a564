import type { Browser, LaunchOptions } from 'playwright-core';
export const CHROMIUM_FLAGS: string[];
export const FONTCONFIG_FILE: string;
export function chromiumPath(): string;
export function chromiumEnv(): Record<string, string | undefined>;
export function chromiumLaunchOptions(
  extraArgs?: string[],
): Required<Pick<LaunchOptions, 'executablePath' | 'args' | 'env'>>;
export function launchChromium(): Promise<Browser>;
