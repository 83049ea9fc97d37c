// The new-password rules, mirroring the server's (at least 8 characters, letters and digits,
// different from the current one), so most mistakes are caught before the round trip.
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;

export const newPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `At least ${MIN_PASSWORD_LENGTH} characters`)
      .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), 'Use letters and digits'),
    confirmPassword: z.string().min(1, 'Repeat the new password'),
  })
  .superRefine((values, ctx) => {
    if (values.newPassword && values.newPassword === values.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'The new password must differ from the current one' });
    }
    if (values.confirmPassword && values.confirmPassword !== values.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The passwords do not match' });
    }
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
