// The one place validation messages are worded (issue #13 item 3). Zod's own messages are written
// for developers ("Invalid ISO datetime", "Too small: expected number to be >=0"); this error map
// says the same things as a person would. It is installed globally, so every schema — the form's
// in the browser and the server's 400 field errors, which share the declarations — speaks alike.
// A message a schema gives itself still wins (zod 4: schema error > global customError).
import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const DATE_FORMATS = new Set(['date', 'datetime', 'time']);

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

function bound(value: number | bigint): string {
  return typeof value === 'bigint' ? value.toString() : value.toLocaleString('en-AU');
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  if (issue.origin === 'string') return Number(min) <= 1 ? 'Required' : `At least ${bound(min)} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return Number(min) <= 1 ? 'Choose at least one' : `Choose at least ${bound(min)}`;
  if (issue.origin === 'date') return 'Too early';
  return issue.inclusive === false ? `Must be more than ${bound(min)}` : `Must be ${bound(min)} or more`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  if (issue.origin === 'string') return `At most ${bound(max)} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return `At most ${bound(max)}`;
  if (issue.origin === 'date') return 'Too late';
  return issue.inclusive === false ? `Must be less than ${bound(max)}` : `Must be ${bound(max)} or less`;
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (isEmpty(issue.input)) return issue.expected === 'date' ? 'Enter a date' : 'Required';
  switch (issue.expected) {
    case 'int':
      return 'Enter a whole number';
    case 'number':
    case 'bigint':
      return 'Enter a number';
    case 'boolean':
      return 'Choose yes or no';
    case 'date':
      return 'Enter a date';
    case 'string':
      return 'Enter text';
    default:
      return 'Enter a valid value';
  }
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (DATE_FORMATS.has(issue.format)) {
    if (isEmpty(issue.input)) return issue.format === 'datetime' ? 'Enter a date and time' : issue.format === 'time' ? 'Enter a time' : 'Enter a date';
    return issue.format === 'datetime' ? 'Enter a valid date and time' : issue.format === 'time' ? 'Enter a valid time' : 'Enter a valid date';
  }
  if (isEmpty(issue.input)) return 'Required';
  switch (issue.format) {
    case 'email':
      return 'Enter an email address';
    case 'url':
      return 'Enter a web address';
    default:
      return 'Not in the expected format';
  }
}

/** The message of an issue no schema worded itself; undefined leaves zod's (custom checks). */
export function humanMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `Must be a multiple of ${bound(issue.divisor)}`;
    case 'invalid_value':
    case 'invalid_union':
      return isEmpty(issue.input) ? 'Required' : 'Choose one of the options';
    default:
      return undefined;
  }
}

/** Makes humanMessage zod's global error map; idempotent. */
export function installHumanValidationMessages(): void {
  z.config({ customError: humanMessage });
}

installHumanValidationMessages();
