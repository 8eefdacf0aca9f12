import { PROFILE_COPY, ProfileUpdateInput } from '@scopewright/domain';
import { Building2, Mail, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { SubmitForm } from '@/components/forms/submit-form';
import { FormField } from '@/components/forms/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useZodForm } from '@/lib/use-zod-form';
import { useUpdateProfile } from '@/data/profile';

interface PersonalDetailsProps {
  firstName: string;
  lastName: string;
  email: string;
  roleLabel: string;
  workspaceName: string | null;
}

/** Names are editable; email, role and workspace are shown read-only (admins change roles on Users). */
export function PersonalDetailsCard(props: PersonalDetailsProps) {
  const update = useUpdateProfile();
  const save = (data: ProfileUpdateInput) =>
    update.mutate(data, {
      onSuccess: () => toast.success(PROFILE_COPY.profileSaved),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal details</CardTitle>
        <CardDescription>Your name appears on quotes you send and in your team’s list.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <NamesForm
          // Saved here or in another tab (a live update): the form restarts from the saved names.
          key={`${props.firstName}|${props.lastName}`}
          firstName={props.firstName}
          lastName={props.lastName}
          isSaving={update.isPending}
          onSave={save}
        >
          <dl className="grid gap-4 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-3">
            <ReadOnly icon={<Mail aria-hidden />} label="Email">
              <span className="break-all">{props.email}</span>
            </ReadOnly>
            <ReadOnly icon={<ShieldCheck aria-hidden />} label="Role">
              <Badge data-testid="profile-role">{props.roleLabel}</Badge>
            </ReadOnly>
            <ReadOnly icon={<Building2 aria-hidden />} label="Workspace">
              {props.workspaceName ?? 'None'}
            </ReadOnly>
          </dl>
        </NamesForm>
      </CardContent>
    </Card>
  );
}

function NamesForm(props: {
  firstName: string;
  lastName: string;
  isSaving: boolean;
  onSave: (data: ProfileUpdateInput) => void;
  children: ReactNode;
}) {
  const form = useZodForm(ProfileUpdateInput, { firstName: props.firstName, lastName: props.lastName });
  const isDirty = form.values.firstName !== props.firstName || form.values.lastName !== props.lastName;
  return (
    <SubmitForm className="grid gap-5" onSubmit={() => form.submit().then((data) => data && props.onSave(data))}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <FormField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      {props.children}
      <div className="flex justify-end">
        <Button type="submit" disabled={!isDirty || props.isSaving}>
          {props.isSaving ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </SubmitForm>
  );
}

function ReadOnly({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="flex items-center gap-1.5 text-[13px] text-muted-foreground [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="min-w-0 font-medium">{children}</dd>
    </div>
  );
}
