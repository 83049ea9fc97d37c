// Text about a failure that must reach the database whatever caused it: PostgreSQL refuses a NUL
// character in text ("invalid byte sequence for encoding UTF8: 0x00"), and an error message may
// quote the very input that failed, so a failure caused by a NUL could otherwise never be recorded.
// Bounded too: a message that quotes a whole cell or statement is read by people, not stored whole.

/** The most characters of a failure's message that are stored (and shown). */
export const MAX_ERROR_CHARS = 2000;

/** The message with every NUL shown as U+FFFD (the sign for an unreadable character) and bounded. */
export function storableText(message: string, maxChars = MAX_ERROR_CHARS): string {
  const clean = message.replaceAll('\u0000', '\uFFFD');
  if (clean.length <= maxChars) return clean;
  // Not cut inside a surrogate pair: half a character is not valid UTF-8 either.
  let end = maxChars - 1;
  const code = clean.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${clean.slice(0, end)}…`;
}
