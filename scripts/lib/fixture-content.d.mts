export function readFixtureContent(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
