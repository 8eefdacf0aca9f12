import { z } from '@hono/zod-openapi';
import { ContactInput } from '@scopewright/domain';
import { defineRoute, PUBLIC } from '../../platform/access/route-access';
import { errorResponse, jsonBody, jsonContent } from '../../platform/openapi';

export const ContactResult = z.object({ success: z.literal(true), message: z.string() }).openapi('ContactResult');

export const contactRoute = defineRoute({
  method: 'post',
  path: '/api/contact',
  access: PUBLIC,
  tags: ['contact'],
  summary:
    'The public contact form: stores the message, queues an email to support in the same ' +
    'transaction and posts it to Slack when SLACK_WEBHOOK_URL is set. 10 messages per client address per hour.',
  request: jsonBody(ContactInput),
  responses: {
    201: jsonContent(ContactResult, "Stored; message is the spec's success text."),
    400: errorResponse('Malformed body or unknown fields.'),
    422: errorResponse('A field breaks its rule; details name the field and its message.'),
    429: errorResponse('Too many messages from this address.'),
  },
});
