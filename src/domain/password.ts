// The new-password rule, once: the server's ChangePassword check and both password forms (create
// new password, profile password edit) read it from here, so they cannot drift apart.
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_RULE_TEXT = `At least ${MIN_PASSWORD_LENGTH} characters, with letters and digits`;

const TOO_SHORT = `At least ${MIN_PASSWORD_LENGTH} characters`;
const NOT_MIXED = 'Use letters and digits';
const NOT_CHANGED = 'The new password must differ from the current one';

const hasLettersAndDigits = (value: string) => /[A-Za-z]/.test(value) && /\d/.test(value);

/** What is wrong with a new password (empty when it is acceptable), in the order shown. */
export function newPasswordProblems(newPassword: string, currentPassword: string): string[] {
  const problems: string[] = [];
  if (newPassword.length < MIN_PASSWORD_LENGTH) problems.push(TOO_SHORT);
  if (!hasLettersAndDigits(newPassword)) problems.push(NOT_MIXED);
  if (newPassword === currentPassword) problems.push(NOT_CHANGED);
  return problems;
}

/** The password forms: current, new (the rule above) and its confirmation. */
export const newPasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, TOO_SHORT).refine(hasLettersAndDigits, NOT_MIXED),
    confirmPassword: z.string().min(1, 'Repeat the new password'),
  })
  .superRefine((values, ctx) => {
    if (values.newPassword && values.newPassword === values.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: NOT_CHANGED });
    }
    if (values.confirmPassword && values.confirmPassword !== values.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The passwords do not match' });
    }
  });
export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;
