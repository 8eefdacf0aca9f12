import { useParams } from 'react-router';
import { EmailTemplateEditorScreen } from './editor/email-template-editor-screen';
import { EmailTemplateList } from './list/email-template-list';

/** /dashboard/email-templates (the list) and /dashboard/email-templates/{id} (one template's editor); super admins. */
export default function EmailTemplatesScreen() {
  const { id } = useParams();
  return id ? <EmailTemplateEditorScreen key={id} id={id} /> : <EmailTemplateList />;
}
