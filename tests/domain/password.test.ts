import { describe, expect, it } from 'vitest';
import { newPasswordFormSchema, newPasswordProblems } from '../../src/domain/password';

describe('the new-password rule', () => {
  it.each([
    ['short1', 'old', ['At least 8 characters']],
    ['lettersonly', 'old', ['Use letters and digits']],
    ['12345678', 'old', ['Use letters and digits']],
    ['Same1234', 'Same1234', ['The new password must differ from the current one']],
    ['Fresh1234', 'Demo!2026', []],
  ])('%s (current %s) → %j', (next, current, problems) => {
    expect(newPasswordProblems(next, current)).toEqual(problems);
  });

  it('the forms add the confirmation and put each message on its field', () => {
    const result = newPasswordFormSchema.safeParse({ currentPassword: 'Same1234', newPassword: 'Same1234', confirmPassword: 'Other123' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({
      newPassword: 'The new password must differ from the current one',
      confirmPassword: 'The passwords do not match',
    });
  });
});
