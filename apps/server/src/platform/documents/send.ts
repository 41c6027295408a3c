// How a route answers a file download (endpoints declared with `kind: 'file'`): one place sets the type and the
// attachment name, so every CSV and PDF of the product downloads the same way.
import type { FastifyReply } from 'fastify';

/** A file name safe in a Content-Disposition header: letters, digits, dot, dash and underscore only. */
const safeName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120) || 'download';

export const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName(name)}.csv"`)
    .send(body);

/** `inline` lets the browser show the PDF in a tab; `attachment` downloads it. */
export const sendPdf = (reply: FastifyReply, name: string, body: Buffer, disposition: 'inline' | 'attachment' = 'attachment') =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${safeName(name)}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(body);
