export const FIXTURE_CONTENT: string;
export function readFixtureContent(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
