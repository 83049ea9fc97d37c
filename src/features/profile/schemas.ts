// The profile forms' rules. The general info uses the same field rules as the server's
// UpdateProfile body; the password rules are the domain's (src/domain/password.ts).
import { z } from 'zod';
import { auPhone, emailAddress, requiredText } from '../../domain/entities/shared';

export const generalInfoSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailAddress,
  // Empty means no phone; anything else must be an Australian number.
  phone: z.union([z.literal(''), auPhone]),
});
export type GeneralInfoForm = z.infer<typeof generalInfoSchema>;
