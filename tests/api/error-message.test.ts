import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from '../../src/api/errors';

const http = (status: number, data: unknown) => new ApiError('HTTP_ERROR', { status, data });

// Spec §8: string body, then error_description, then message, then systemMessage, then the
// generic text (with the spec's spelling "ocurred").
const TABLE: Array<[string, unknown, string]> = [
  ['a plain string body wins', http(400, 'Plain text'), 'Plain text'],
  [
    'error_description before message and systemMessage',
    http(400, { error: 'invalid_grant', error_description: 'The user name or password is incorrect.', message: 'm', systemMessage: 's' }),
    'The user name or password is incorrect.',
  ],
  ['message before systemMessage', http(400, { message: 'Name is required', systemMessage: 'NullReference' }), 'Name is required'],
  ['systemMessage when alone', http(500, { systemMessage: 'Database unavailable' }), 'Database unavailable'],
  ['an empty string body falls through', http(502, ''), 'An error ocurred. Status code: 502'],
  ['empty fields fall through', http(409, { message: '', systemMessage: 'Duplicate' }), 'Duplicate'],
  ['non-string fields are skipped', http(400, { message: { nested: true }, error_description: 42 }), 'An error ocurred. Status code: 400'],
  ['no body', http(404, undefined), 'An error ocurred. Status code: 404'],
  ['a transport error names its class', new ApiError('FETCH_ERROR'), 'An error ocurred. Status code: FETCH_ERROR'],
  ['a time-out names its class', new ApiError('TIMEOUT_ERROR'), 'An error ocurred. Status code: TIMEOUT_ERROR'],
  [
    'a parsing error does not show the broken body',
    new ApiError('PARSING_ERROR', { status: 200, data: '{"message":' }),
    'An error ocurred. Status code: PARSING_ERROR',
  ],
  ['any other error shows its message', new Error('boom'), 'boom'],
  ['anything else', 'weird', 'An error ocurred. Status code: unknown'],
];

describe('errorMessage', () => {
  it.each(TABLE)('%s', (_name, error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});
