// `--name value` options of a bench script's command line.

/** The value after `--name`, or undefined when the option is absent. */
export function option(name, args = process.argv.slice(2)) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}
