import type { InvitationLookup } from '@scopewright/domain';

/** Who is invited, as what, and where (the invitee's name, email and role) (docs/product-rules.md#invitations). */
export function InvitationSummary({ invitation }: { invitation: InvitationLookup['invitation'] }) {
  const rows: [string, string][] = [
    ...(invitation.name ? ([['Name', invitation.name]] as [string, string][]) : []),
    ['Email', invitation.email],
    ['Role', invitation.roleLabel],
    ['Company', invitation.companyName],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 truncate font-medium" title={value}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
