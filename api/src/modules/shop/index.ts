// The shop module's public entry. It offers other modules nothing: it serves its routes only, and the
// lint refuses a deep import into it (ADR 0027).
export {};
