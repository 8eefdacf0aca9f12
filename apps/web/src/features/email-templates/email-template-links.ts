/** The list, or one template's editor. */
export const emailTemplateLink = (id?: string) =>
  id ? `/dashboard/email-templates/${encodeURIComponent(id)}` : '/dashboard/email-templates';
