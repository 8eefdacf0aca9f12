import type { Hono } from 'hono';
import { formatDate, formatMoney } from '../billing/billing-periods';
import { invoiceAmountDue, invoicePdfUrl } from '../objects/build-invoice';
import type { FakeContext } from '../fake-context';
import type { InvoiceRecord } from '../fake-store';
import { html, page } from './html';
import { textPdf } from './minimal-pdf';

/** What `hosted_invoice_url` and `invoice_pdf` point at. */
export function registerInvoicePages(app: Hono, ctx: FakeContext): void {
  const notFound = () => page('Invoice not found', html`<p>This invoice link is not valid.</p>`);

  app.get('/invoice/:id', (c) => {
    const invoice = ctx.store.invoices.get(c.req.param('id'));
    if (!invoice) return c.html(notFound(), 404);
    return c.html(
      page(
        `Invoice ${invoice.number}`,
        html`<p>${summary(invoice).slice(1).join(' · ')}</p>
          <table>
            <tbody>
              ${invoice.lines.map(
                (line) =>
                  html`<tr>
                    <td>${line.description}</td>
                    <td>${formatMoney(line.amount, invoice.currency)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
          <p><a href="${invoicePdfUrl(ctx.baseUrl, invoice.id)}">Download PDF</a></p>`,
      ),
    );
  });

  app.get('/invoice/:id/pdf', (c) => {
    const invoice = ctx.store.invoices.get(c.req.param('id'));
    if (!invoice) return c.html(notFound(), 404);
    const lines = [...summary(invoice), ...invoice.lines.map((line) => line.description)];
    return c.body(textPdf(lines), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${invoice.number}.pdf"`,
    });
  });
}

function summary(invoice: InvoiceRecord): string[] {
  return [
    `Invoice ${invoice.number}`,
    `Date: ${formatDate(invoice.created)}`,
    `Amount: ${formatMoney(invoiceAmountDue(invoice), invoice.currency)}`,
    `Status: ${invoice.status}`,
  ];
}
