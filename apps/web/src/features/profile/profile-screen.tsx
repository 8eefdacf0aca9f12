import { isRole, ROLE_LABELS } from '@scopewright/domain';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthState } from '@/lib/auth-state';
import { AvatarCard } from './components/avatar-card';
import { ChangePasswordCard } from './components/change-password-card';
import { PersonalDetailsCard } from './components/personal-details-card';

/** /dashboard/profile (MyProfile): name, photo and password; the rest is read-only. */
export default function ProfileScreen() {
  const auth = useAuthState({ verify: 'always' });
  if (auth.status !== 'signed-in') return <ProfileSkeleton />;
  const { profile, tenant, user } = auth;
  const roleLabel = isRole(profile.role) ? ROLE_LABELS[profile.role] : 'No role';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">My Profile</h1>
        <p className="mt-1 text-sm text-muted-foreground">Your name, photo and password.</p>
      </div>
      <AvatarCard name={user.name} avatarUrl={profile.avatarUrl} />
      <PersonalDetailsCard
        firstName={profile.firstName ?? ''}
        lastName={profile.lastName ?? ''}
        email={profile.email}
        roleLabel={roleLabel}
        workspaceName={tenant?.name ?? null}
      />
      <ChangePasswordCard />
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" aria-busy="true" aria-label="Loading your profile">
      <Skeleton className="h-8 w-40" />
      {[120, 260, 300].map((height) => (
        <Skeleton key={height} className="w-full rounded-xl" style={{ height }} />
      ))}
    </div>
  );
}
