import { z } from 'zod';
import { ASSIGNABLE_ROLES, TEAM_COPY } from './team';

export const UpdateMemberRoleInput = z.strictObject({
  role: z.enum(ASSIGNABLE_ROLES, { error: TEAM_COPY.roleInvalid }),
});
export type UpdateMemberRoleInput = z.infer<typeof UpdateMemberRoleInput>;
