import type { Browser } from 'playwright-core';
export const CHROMIUM_FLAGS: string[];
export function chromiumPath(): string;
export function launchChromium(): Promise<Browser>;
