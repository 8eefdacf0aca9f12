import { TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTemplateAccess } from '../use-template-access';
import { managementLink } from './template-links';

/** The section's primary action, for those who may create templates (nothing for the rest). */
export function NewTemplateButton() {
  const access = useTemplateAccess();
  if (!access.canCreate) return null;
  return (
    <Button asChild>
      <Link to={managementLink({ isNew: true, platform: access.isSuperAdmin })}>
        <Plus aria-hidden /> {COPY.newTemplate}
      </Link>
    </Button>
  );
}
