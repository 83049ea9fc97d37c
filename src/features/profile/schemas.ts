// The profile forms' rules. The general info uses the same field rules as the server's
// UpdateProfile body; the password rules are those the server enforces on ChangePassword.
import { z } from 'zod';
import { auPhone, requiredText } from '../../domain/entities/shared';

export const generalInfoSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: z.email('An email address').max(256, 'At most 256 characters'),
  // Empty means no phone; anything else must be an Australian number.
  phone: z.union([z.literal(''), auPhone]),
});
export type GeneralInfoForm = z.infer<typeof generalInfoSchema>;

export const PASSWORD_MIN_LENGTH = 8;

export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Required'),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
      .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'Use letters and digits'),
    confirmPassword: z.string().min(1, 'Required'),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
  })
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });
export type PasswordForm = z.infer<typeof passwordSchema>;
