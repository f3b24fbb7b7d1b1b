/** A configuration that cannot work; the message names the variable (or path) and what to do. */
export class ConfigError extends Error {}
